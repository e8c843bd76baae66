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

/**
 * The ten reading types: their positions (labels in messages under
 * ReadingTypes.<type>.positions.<key>) with the emoji heading and the stance each is read from,
 * and the theme whose card meanings the type reads with, when it is not the question's own.
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
} as const satisfies Record<
  string,
  { positions: readonly (readonly [string, string, Stance])[]; icon: string; meaningTheme?: QuestionTheme }
>;

export type ReadingType = keyof typeof readingTypes;
export type PositionKey = 'p1' | 'p2' | 'p3' | 'p4' | 'p5';

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
