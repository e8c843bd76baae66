import type { Locale } from '../../i18n/routing';
import type { CardId } from '../deck';
import type { QuestionTheme } from '../question-themes';
import type { TextKey } from './card-texts';
import { entryFor } from './impetus';
import type { Matter } from './matters';
import { outOfMatterIn, outOfPlaceByText, outOfPlaceByTextIn, outOfStageIn } from './text-fit-labels';

/**
 * The situation a question is asked from, where a card text written for another reads as someone else's reading:
 * M meeting someone, C a crush, P a partner, X an ex, W work, F money, T a test, J a trip or a move, R family and friends;
 * within money, H a home's sale or purchase and D a mortgage, debts or bills; within work, B one's own business and A a
 * job applied for.
 */
export type Situation = 'M' | 'C' | 'P' | 'X' | 'W' | 'F' | 'T' | 'J' | 'R' | 'H' | 'D' | 'B' | 'A' | typeof ANY_LOVE;

/** Love at a stage the question does not name ("Does he still love me?"): a text is out of place if it is at every stage. */
const ANY_LOVE = 'L';
const LOVE_STAGES: readonly Situation[] = ['M', 'C', 'P', 'X'];

const ofMatter: Partial<Record<Matter, Situation>> = {
  CRUSH: 'C',
  MEET: 'M',
  PATTERN: 'M',
  MARRY: 'P',
  RIGHT_PERSON: 'P',
  NEW_BOND: 'P',
  MAKE_UP: 'P',
  DRIVING: 'T',
  EXAM: 'T',
  STUDY: 'T',
  TRIP: 'J',
  MOVE: 'J',
  FRIEND: 'R',
  FAMILY: 'R',
};

const ofTheme: Partial<Record<QuestionTheme, Situation>> = { CAREER: 'W', FINANCE: 'F', TRAVEL: 'J', FAMILY: 'R' };

/** Matters narrower than their theme's situation, asked within it (a house sold, read as a money question). */
const narrower: Partial<Record<Matter, { within: QuestionTheme; situation: Situation }>> = {
  HOUSE: { within: 'FINANCE', situation: 'H' },
  DEBT: { within: 'FINANCE', situation: 'D' },
  BUSINESS: { within: 'CAREER', situation: 'B' },
  JOB: { within: 'CAREER', situation: 'A' },
};

/** The wider situation a narrow one lies within: a text out of place for money is out of place for a house sale. */
const wider: Partial<Record<Situation, Situation>> = { H: 'F', D: 'F', B: 'W', A: 'W' };

/** What the reader knows of a question that places it. */
export interface Placed {
  matter?: Matter;
  theme: QuestionTheme;
  single?: boolean;
  afterAnEx?: boolean;
}

/**
 * A question's situation: an ex's return or feelings, else its matter's (a crush, a driving test; a house sale within
 * money), else someone single in love, else its theme's; a love question that names no stage of a bond (a crush? a
 * partner?), love at any stage.
 */
export function situationOf({ matter, theme, single, afterAnEx }: Placed): Situation | undefined {
  if (afterAnEx) return 'X';
  const own = matter && ofMatter[matter];
  if (own) return own;
  const narrow = matter && narrower[matter];
  if (narrow && narrow.within === theme) return narrow.situation;
  if (theme === 'LOVE') return single ? 'M' : ANY_LOVE;
  return ofTheme[theme];
}

/**
 * Whether a card's text reads as written for another situation than the question's (labelled by readers, per text):
 * by its English label, by the label of the language's own text where that was written otherwise, by the stage of love
 * its own words assume, or (a house sale, a mortgage, one's own business) by the money or work it was written for.
 */
export function outOfPlace(card: CardId, key: TextKey, situation: Situation, locale: Locale = 'en'): boolean {
  const within = wider[situation];
  if (within && outOfPlace(card, key, within, locale)) return true;
  const letters = situation === ANY_LOVE ? LOVE_STAGES : [situation];
  const tables = [outOfPlaceByText, outOfPlaceByTextIn[locale] ?? {}, outOfStageIn[locale] ?? {}, outOfMatterIn[locale] ?? {}];
  return tables.some((table) => {
    const label = entryFor(table, card, key);
    return label !== undefined && letters.every((letter) => label.includes(letter));
  });
}
