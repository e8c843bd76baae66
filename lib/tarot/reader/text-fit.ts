import type { Locale } from '../../i18n/routing';
import type { CardId } from '../deck';
import type { QuestionTheme } from '../question-themes';
import type { TextKey } from './card-texts';
import { entryFor } from './impetus';
import type { Matter } from './matters';
import { outOfPlaceByText, outOfPlaceByTextIn, outOfStageIn } from './text-fit-labels';

/**
 * The situation a question is asked from, where a card text written for another reads as someone else's reading:
 * M meeting someone, C a crush, P a partner, X an ex, W work, F money, T a test, J a trip or a move, R family and friends.
 */
export type Situation = 'M' | 'C' | 'P' | 'X' | 'W' | 'F' | 'T' | 'J' | 'R' | typeof ANY_LOVE;

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

/** What the reader knows of a question that places it. */
export interface Placed {
  matter?: Matter;
  theme: QuestionTheme;
  single?: boolean;
  afterAnEx?: boolean;
}

/**
 * A question's situation: an ex's return or feelings, else its matter's (a crush, a driving test), else someone single
 * in love, else its theme's; a love question that names no stage of a bond (a crush? a partner?), love at any stage.
 */
export function situationOf({ matter, theme, single, afterAnEx }: Placed): Situation | undefined {
  if (afterAnEx) return 'X';
  const own = matter && ofMatter[matter];
  if (own) return own;
  if (theme === 'LOVE') return single ? 'M' : ANY_LOVE;
  return ofTheme[theme];
}

/**
 * Whether a card's text reads as written for another situation than the question's (labelled by readers, per text):
 * by its English label, by the label of the language's own text where that was written otherwise, or by the stage of love
 * its own words assume.
 */
export function outOfPlace(card: CardId, key: TextKey, situation: Situation, locale: Locale = 'en'): boolean {
  const letters = situation === ANY_LOVE ? LOVE_STAGES : [situation];
  return [outOfPlaceByText, outOfPlaceByTextIn[locale] ?? {}, outOfStageIn[locale] ?? {}].some((table) => {
    const label = entryFor(table, card, key);
    return label !== undefined && letters.every((letter) => label.includes(letter));
  });
}
