import type { QuestionTheme } from './question-themes';

/**
 * The ten reading types (SPEC §3, §5): card count, positions (their labels are in messages under
 * ReadingTypes.<type>.positions.<key>), the emoji heading of each position, and the theme whose
 * card meanings the type reads with, when it is not the question's own.
 */
export const readingTypes = {
  'quick-insight': { positions: [['p1', '✨']], icon: 'sparkle' },
  'past-present-future': { positions: [['p1', '🌒'], ['p2', '🌓'], ['p3', '🌕']], icon: 'hourglass' },
  relationship: {
    positions: [['p1', '💞'], ['p2', '💗'], ['p3', '🔗'], ['p4', '⚡'], ['p5', '🌹']],
    icon: 'hearts',
  },
  'right-person': { positions: [['p1', '👤'], ['p2', '💭'], ['p3', '⚡'], ['p4', '🌅']], icon: 'heart' },
  'daily-energy': { positions: [['p1', '☀️']], icon: 'sun' },
  'morning-evening': { positions: [['p1', '🌅'], ['p2', '🌙']], icon: 'moon' },
  'career-path': {
    positions: [['p1', '💼'], ['p2', '🧱'], ['p3', '🚪'], ['p4', '🏆']],
    icon: 'briefcase',
    meaningTheme: 'CAREER',
  },
  'work-environment': {
    positions: [['p1', '🧭'], ['p2', '🤝'], ['p3', '🏢']],
    icon: 'people',
    meaningTheme: 'CAREER',
  },
  destination: { positions: [['p1', '🗺️'], ['p2', '🎒'], ['p3', '⏳']], icon: 'map', meaningTheme: 'TRAVEL' },
  journey: {
    positions: [['p1', '🧳'], ['p2', '🛤️'], ['p3', '📍'], ['p4', '🏡']],
    icon: 'compass',
    meaningTheme: 'TRAVEL',
  },
} as const satisfies Record<
  string,
  { positions: readonly (readonly [string, string])[]; icon: string; meaningTheme?: QuestionTheme }
>;

export type ReadingType = keyof typeof readingTypes;
export type PositionKey = 'p1' | 'p2' | 'p3' | 'p4' | 'p5';
export type ReadingIcon = (typeof readingTypes)[ReadingType]['icon'];

export const readingTypeIds = Object.keys(readingTypes) as ReadingType[];

/** SPEC §2: a full reading without a type is past-present-future; SPEC §5: unknown types expect 3. */
export const DEFAULT_READING_TYPE: ReadingType = 'past-present-future';
const DEFAULT_CARD_COUNT = 3;

export function isReadingType(value: unknown): value is ReadingType {
  return typeof value === 'string' && Object.hasOwn(readingTypes, value);
}

export function expectedCardCount(type: string): number {
  return isReadingType(type) ? readingTypes[type].positions.length : DEFAULT_CARD_COUNT;
}

export interface Position {
  key: PositionKey;
  emoji: string;
}

export function positionsOf(type: ReadingType): Position[] {
  return readingTypes[type].positions.map(([key, emoji]) => ({ key: key as PositionKey, emoji }));
}

/** Career and travel types read their cards with those themes' meanings, whatever the question (SPEC §7). */
export function meaningThemeFor(type: ReadingType, questionTheme: QuestionTheme): QuestionTheme {
  const spread = readingTypes[type];
  return 'meaningTheme' in spread ? spread.meaningTheme : questionTheme;
}
