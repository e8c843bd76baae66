import type { QuestionTheme } from './question-themes';

/** Where a position stands in time, whom it is about, and whether it supports, tests or advises. */
export interface Stance {
  time: 'past' | 'present' | 'future';
  role: 'you' | 'other' | 'relationship' | 'world';
  polarity: 'support' | 'obstacle' | 'advice';
}

const stance = (time: Stance['time'], role: Stance['role'] = 'you', polarity: Stance['polarity'] = 'support'): Stance => ({
  time,
  role,
  polarity,
});
const now = stance('present');
const ahead = stance('future');
const behind = stance('past');
const challenge = stance('present', 'you', 'obstacle');
const counsel = stance('future', 'you', 'advice');

/**
 * The reading types: their positions (labels in messages under ReadingTypes.<type>.positions.<key>)
 * with the emoji heading and the stance each is read from, the theme whose card meanings the type
 * reads with when it is not the question's own, and how the cards are laid when not in a row.
 */
export const readingTypes = {
  'quick-insight': { positions: [['p1', '✨', now]], icon: 'sparkle' },
  'past-present-future': {
    positions: [
      ['p1', '🌒', stance('past')],
      ['p2', '🌓', now],
      ['p3', '🌕', ahead],
    ],
    icon: 'hourglass',
  },
  relationship: {
    positions: [
      ['p1', '💞', now],
      ['p2', '💗', stance('present', 'other')],
      ['p3', '🔗', stance('present', 'relationship')],
      ['p4', '⚡', stance('present', 'relationship', 'obstacle')],
      ['p5', '🌹', stance('future', 'you', 'advice')],
    ],
    icon: 'hearts',
    meaningTheme: 'LOVE',
  },
  'right-person': {
    positions: [
      ['p1', '👤', stance('present', 'other')],
      ['p2', '💭', stance('present', 'other')],
      ['p3', '⚡', stance('present', 'relationship', 'obstacle')],
      ['p4', '🌅', stance('future', 'relationship')],
    ],
    icon: 'heart',
    meaningTheme: 'LOVE',
  },
  'daily-energy': { positions: [['p1', '☀️', now]], icon: 'sun' },
  'morning-evening': {
    positions: [
      ['p1', '🌅', now],
      ['p2', '🌙', ahead],
    ],
    icon: 'moon',
  },
  'career-path': {
    positions: [
      ['p1', '💼', now],
      ['p2', '🧱', stance('present', 'you', 'obstacle')],
      ['p3', '🚪', stance('future', 'world')],
      ['p4', '🏆', ahead],
    ],
    icon: 'briefcase',
    meaningTheme: 'CAREER',
  },
  'work-environment': {
    positions: [
      ['p1', '🧭', now],
      ['p2', '🤝', stance('present', 'world')],
      ['p3', '🏢', stance('present', 'world')],
    ],
    icon: 'people',
    meaningTheme: 'CAREER',
  },
  destination: {
    positions: [
      ['p1', '🗺️', stance('present', 'world')],
      ['p2', '🎒', stance('future', 'world')],
      ['p3', '⏳', ahead],
    ],
    icon: 'map',
    meaningTheme: 'TRAVEL',
  },
  journey: {
    positions: [
      ['p1', '🧳', stance('present', 'you', 'advice')],
      ['p2', '🛤️', stance('future', 'world')],
      ['p3', '📍', stance('future', 'world')],
      ['p4', '🏡', ahead],
    ],
    icon: 'compass',
    meaningTheme: 'TRAVEL',
  },
  'yes-no': { positions: [['p1', '⚖️', now]], icon: 'scales', verdict: 'yes-no' },
  'yes-no-three': {
    positions: [
      ['p1', '🌓', now],
      ['p2', '⚡', challenge],
      ['p3', '🌕', ahead],
    ],
    icon: 'scales',
    verdict: 'yes-no',
  },
  'card-of-the-day': { positions: [['p1', '☀️', now]], icon: 'sun' },
  'their-thoughts': {
    positions: [
      ['p1', '💭', stance('present', 'other')],
      ['p2', '💗', stance('present', 'other')],
      ['p3', '🌅', stance('future', 'other')],
      ['p4', '🌹', counsel],
    ],
    icon: 'heart',
    meaningTheme: 'LOVE',
  },
  'come-back': {
    positions: [
      ['p1', '🥀', stance('past', 'relationship')],
      ['p2', '💭', stance('present', 'other')],
      ['p3', '🌅', stance('future', 'relationship')],
      ['p4', '🌹', counsel],
    ],
    icon: 'hearts',
    meaningTheme: 'LOVE',
  },
  'celtic-cross': {
    positions: [
      ['p1', '🎯', now],
      ['p2', '⚔️', challenge],
      ['p3', '🌱', behind],
      ['p4', '🌒', behind],
      ['p5', '👑', ahead],
      ['p6', '🌓', ahead],
      ['p7', '🪞', now],
      ['p8', '🏘️', stance('present', 'world')],
      ['p9', '🕯️', now],
      ['p10', '🌕', ahead],
    ],
    icon: 'cross',
    layout: 'celtic',
  },
  'five-card-cross': {
    positions: [
      ['p1', '🎯', now],
      ['p2', '🌿', stance('present', 'world')],
      ['p3', '⚡', challenge],
      ['p4', '🌹', counsel],
      ['p5', '🌕', ahead],
    ],
    icon: 'cross',
    layout: 'cross',
  },
} as const satisfies Record<
  string,
  {
    positions: readonly (readonly [string, string, Stance])[];
    icon: string;
    meaningTheme?: QuestionTheme;
    /** A yes-or-no spread answers with a verdict from the cards' lean. */
    verdict?: 'yes-no';
    /** A cross (five cards) or the Celtic cross and its staff (ten); a row otherwise. */
    layout?: 'cross' | 'celtic';
  }
>;

export type ReadingType = keyof typeof readingTypes;
export type PositionKey = 'p1' | 'p2' | 'p3' | 'p4' | 'p5' | 'p6' | 'p7' | 'p8' | 'p9' | 'p10';

export const readingTypeIds = Object.keys(readingTypes) as ReadingType[];

/** An unknown type expects three cards. */
const DEFAULT_CARD_COUNT = 3;

function isReadingType(value: unknown): value is ReadingType {
  return typeof value === 'string' && Object.hasOwn(readingTypes, value);
}

export function expectedCardCount(type: string): number {
  return isReadingType(type) ? readingTypes[type].positions.length : DEFAULT_CARD_COUNT;
}

export interface Position {
  key: PositionKey;
  emoji: string;
  stance: Stance;
}

export function positionsOf(type: ReadingType): Position[] {
  return readingTypes[type].positions.map(([key, emoji, stance]) => ({ key: key as PositionKey, emoji, stance }));
}

/** Love, career and travel spreads read their cards with their subject's meanings, whatever the question. */
export function meaningThemeFor(type: ReadingType, questionTheme: QuestionTheme): QuestionTheme {
  const spread = readingTypes[type];
  return 'meaningTheme' in spread ? spread.meaningTheme : questionTheme;
}

export type SpreadLayout = 'row' | 'cross' | 'celtic';

export function layoutOf(type: ReadingType): SpreadLayout {
  const spread = readingTypes[type];
  return 'layout' in spread ? spread.layout : 'row';
}

export function isYesNo(type: ReadingType): boolean {
  return 'verdict' in readingTypes[type];
}

/** The most cards any spread takes. */
export const MAX_SPREAD_SIZE = Math.max(...readingTypeIds.map((type) => readingTypes[type].positions.length));
