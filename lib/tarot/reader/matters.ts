import { compileKeywords, normalizeText } from '../theme-detection';
import { matterPhrases } from './matter-phrases';

/**
 * What a question is about, in its own terms (the driving test, missing someone, the sale of a
 * house), in detection order: the first whose phrases appear wins, the narrower before the wider.
 * A matter's own lines answer it where a theme's would speak of love or growth at large.
 */
export const matters = [
  'INTENT',
  'MISS',
  'STILL_LOVES',
  'CRUSH',
  'MARRY',
  'RIGHT_PERSON',
  'MAKE_UP',
  'PATTERN',
  'NEW_BOND',
  'MEET',
  'FEELINGS',
  'EXAM',
  'STUDY',
  'PAY_RISE',
  'JOB',
  'OFFER',
  'BOSS',
  'BUSINESS',
  'HOUSE',
  'DEBT',
  'FINANCES',
  'CAREER',
  'MOVE',
  'TRIP',
  'FRIEND',
  'FAMILY',
  'PATH',
  'FOCUS',
] as const;

export type Matter = (typeof matters)[number];

/** Each matter's phrases, the three languages merged: a question is understood whatever language it is typed in. */
const matchers = matters.map(
  (matter) => [matter, compileKeywords(Object.values(matterPhrases).flatMap((lists) => lists[matter]))] as const,
);

/** The matter a question asks about, if it names one. */
export function matterOf(question: string | undefined): Matter | undefined {
  if (!question?.trim()) return undefined;
  const text = normalizeText(question);
  return matchers.find(([, phrases]) => phrases.test(text))?.[0];
}
