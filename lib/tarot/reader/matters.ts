import type { QuestionTheme } from '../question-themes';
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
  'DRIVING',
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

/**
 * The theme a matter belongs to, for a question whose words name no theme ("Why do I keep
 * attracting the wrong people?" is about love, "Will I pay off the mortgage?" about money).
 */
const themeOfMatter: Partial<Record<Matter, QuestionTheme>> = {
  INTENT: 'LOVE',
  MISS: 'LOVE',
  STILL_LOVES: 'LOVE',
  CRUSH: 'LOVE',
  MARRY: 'LOVE',
  RIGHT_PERSON: 'LOVE',
  PATTERN: 'LOVE',
  NEW_BOND: 'LOVE',
  MEET: 'LOVE',
  JOB: 'CAREER',
  OFFER: 'CAREER',
  PAY_RISE: 'CAREER',
  BOSS: 'CAREER',
  CAREER: 'CAREER',
  BUSINESS: 'CAREER',
  HOUSE: 'FINANCE',
  DEBT: 'FINANCE',
  FINANCES: 'FINANCE',
  TRIP: 'TRAVEL',
  FAMILY: 'FAMILY',
};

/** A question's theme, or where it names none, its matter's. */
export function themeWithMatter(theme: QuestionTheme, matter: Matter | undefined): QuestionTheme {
  return theme === 'GENERAL' && matter ? (themeOfMatter[matter] ?? theme) : theme;
}
