import type { QuestionTheme } from '../question-themes';
import { questionTheme } from '../keywords';
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

/** Words for a bond of any kind: love's only where no relative or friend is the one it is with. */
const bondWords = /(?<!\p{L})(relationships?|relaci[oó]n|relaciones|rapporto|rapporti|relazione|relazioni)(?!\p{L})/giu;

/**
 * A question's theme, or where it names none, its matter's. "My relationship with my mother" is a family's, not love's:
 * with a relative or a friend named, a word for a bond alone does not make it a love question.
 */
export function themeWithMatter(question: string | undefined, matter: Matter | undefined): QuestionTheme {
  const withSomeoneClose = matter === 'FAMILY' || matter === 'FRIEND';
  const said = questionTheme(question);
  const theme = said === 'LOVE' && withSomeoneClose ? questionTheme(question?.replace(bondWords, ' ')) : said;
  return theme === 'GENERAL' && matter ? (themeOfMatter[matter] ?? theme) : theme;
}
