import type { QuestionTheme } from './question-themes';

/**
 * What a position asks of its card; each kind has its own text per card and orientation, so no
 * frame ever introduces a text written for another place. Whom the text is about follows.
 */
export const positionKinds = {
  present: 'you',
  self: 'you',
  past: 'you',
  future: 'you',
  obstacle: 'you',
  favour: 'you',
  advice: 'you',
  around: 'world',
  hopes: 'you',
  possible: 'relationship',
  ended: 'relationship',
  timing: 'you',
  thoughts: 'other',
  feelings: 'other',
  // An ex's feelings now, the bond having ended.
  apart: 'other',
  intent: 'other',
} as const;
export type PositionKind = keyof typeof positionKinds;

/**
 * The reading types: their positions (labels in messages under ReadingTypes.<type>.positions.<key>)
 * with the emoji heading and the stance each is read from, the theme whose card meanings the type
 * reads with when it is not the question's own, and how the cards are laid when not in a row.
 */
export const readingTypes = {
  'quick-insight': { positions: [['p1', '✨', 'present']], icon: 'sparkle' },
  'past-present-future': {
    positions: [
      ['p1', '🌒', 'past'],
      ['p2', '🌓', 'present'],
      ['p3', '🌕', 'future'],
    ],
    icon: 'hourglass',
  },
  relationship: {
    positions: [
      ['p1', '💞', 'present'],
      ['p2', '💗', 'feelings'],
      ['p3', '🔗', 'present'],
      ['p4', '⚡', 'obstacle'],
      ['p5', '🌹', 'advice'],
    ],
    icon: 'hearts',
    meaningTheme: 'LOVE',
  },
  'right-person': {
    positions: [
      ['p1', '👤', 'feelings'],
      ['p2', '💭', 'feelings'],
      ['p3', '⚡', 'obstacle'],
      ['p4', '🌅', 'future'],
    ],
    icon: 'heart',
    meaningTheme: 'LOVE',
  },
  'daily-energy': { positions: [['p1', '☀️', 'present']], icon: 'sun' },
  'morning-evening': {
    positions: [
      ['p1', '🌅', 'present'],
      ['p2', '🌙', 'future'],
    ],
    icon: 'moon',
  },
  'career-path': {
    positions: [
      ['p1', '💼', 'present'],
      ['p2', '🧱', 'obstacle'],
      ['p3', '🚪', 'favour'],
      ['p4', '🏆', 'future'],
    ],
    icon: 'briefcase',
    meaningTheme: 'CAREER',
  },
  'work-environment': {
    positions: [
      ['p1', '🧭', 'present'],
      ['p2', '🤝', 'around'],
      // The workplace itself, read as what surrounds the visitor (a text for work would speak of the visitor).
      ['p3', '🏢', 'around'],
    ],
    icon: 'people',
    meaningTheme: 'CAREER',
  },
  destination: {
    positions: [
      ['p1', '🗺️', 'present'],
      ['p2', '🎒', 'present'],
      ['p3', '⏳', 'timing'],
    ],
    icon: 'map',
    meaningTheme: 'TRAVEL',
  },
  journey: {
    positions: [
      ['p1', '🧳', 'advice'],
      ['p2', '🛤️', 'present'],
      ['p3', '📍', 'present'],
      ['p4', '🏡', 'future'],
    ],
    icon: 'compass',
    meaningTheme: 'TRAVEL',
  },
  'yes-no': { positions: [['p1', '⚖️', 'present']], icon: 'scales', verdict: 'yes-no' },
  'yes-no-three': {
    positions: [
      ['p1', '🌓', 'present'],
      ['p2', '⚡', 'obstacle'],
      ['p3', '🌕', 'future'],
    ],
    icon: 'yesNo',
    verdict: 'yes-no',
  },
  'card-of-the-day': { positions: [['p1', '☀️', 'present']], icon: 'calendar' },
  'their-thoughts': {
    positions: [
      ['p1', '💭', 'thoughts'],
      ['p2', '💗', 'feelings'],
      ['p3', '🌅', 'intent'],
      ['p4', '🌹', 'advice'],
    ],
    icon: 'thought',
    meaningTheme: 'LOVE',
  },
  'come-back': {
    positions: [
      ['p1', '🥀', 'ended'],
      ['p2', '💭', 'apart'],
      ['p3', '🌅', 'possible'],
      ['p4', '🌹', 'advice'],
    ],
    icon: 'returning',
    meaningTheme: 'LOVE',
  },
  'celtic-cross': {
    positions: [
      ['p1', '🎯', 'present'],
      ['p2', '⚔️', 'obstacle'],
      ['p3', '🌱', 'past'],
      ['p4', '🌒', 'past'],
      ['p5', '👑', 'future'],
      ['p6', '🌓', 'future'],
      ['p7', '🪞', 'self'],
      ['p8', '🏘️', 'around'],
      ['p9', '🕯️', 'hopes'],
      ['p10', '🌕', 'future'],
    ],
    icon: 'celticCross',
    layout: 'celtic',
  },
  'five-card-cross': {
    positions: [
      ['p1', '🎯', 'present'],
      ['p2', '🌿', 'favour'],
      ['p3', '⚡', 'obstacle'],
      ['p4', '🌹', 'advice'],
      ['p5', '🌕', 'future'],
    ],
    icon: 'fiveCross',
    layout: 'cross',
  },
} as const satisfies Record<
  string,
  {
    positions: readonly (readonly [string, string, PositionKind])[];
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
  kind: PositionKind;
  /**
   * A place a card reads by its own words for it, on its spread's subject: a trip's destination or coming home, who the
   * person asked about is, what goes on between two people.
   */
  own?: OwnPlace;
  /** Where things stand for the visitor alone (the relationship spread's "You"): never what a lean about another person rests on. */
  visitor?: true;
}

export type OwnPlace = 'place' | 'return' | 'portrait' | 'bond';

/** The subject each own place is read on: a trip's places on a trip, a portrait of the person asked about and a bond in love. */
const ownPlaceTheme = { place: 'TRAVEL', return: 'TRAVEL', portrait: 'LOVE', bond: 'LOVE' } as const satisfies Record<
  OwnPlace,
  QuestionTheme
>;

/** The places a card reads by its own words for them (`stances.<place>`, `reversed.<place>`). */
const ownPlaces: Partial<Record<ReadingType, Partial<Record<PositionKey, OwnPlace>>>> = {
  destination: { p1: 'place' },
  journey: { p4: 'return' },
  'right-person': { p1: 'portrait' },
  // The dynamic is neither person's alone (es round 110: «La dinámica» read as the visitor's own, 6 of 8).
  relationship: { p3: 'bond' },
};

/** A position's own place where the reading's theme is that place's subject (a destination on a trip), else none. */
export const ownPlaceIn = (position: Position, theme: QuestionTheme): OwnPlace | undefined =>
  position.own && ownPlaceTheme[position.own] === theme ? position.own : undefined;

/** The places read as where things stand for the visitor alone, beside another of where things stand between two people. */
const visitorPlaces: Partial<Record<ReadingType, PositionKey>> = { relationship: 'p1' };

export function positionsOf(type: ReadingType): Position[] {
  return readingTypes[type].positions.map(([key, emoji, kind]) => {
    const own = ownPlaces[type]?.[key as PositionKey];
    const visitor = visitorPlaces[type] === key;
    return { key: key as PositionKey, emoji, kind, ...(own ? { own } : {}), ...(visitor ? { visitor: true as const } : {}) };
  });
}

/** Whether a spread reads another person (their feelings, a bond, a return). */
export function readsAnother(type: ReadingType): boolean {
  return readingTypes[type].positions.some(([, , kind]) => positionKinds[kind] !== 'you' && positionKinds[kind] !== 'world');
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

/** The yes-or-no card asked nothing is the visitor's card, never "the answer": a question held in silence gets no verdict. */
export const silentYesNo = (type: ReadingType, asked: boolean): boolean => type === 'yes-no' && !asked;

/** The most cards any spread takes. */
export const MAX_SPREAD_SIZE = Math.max(...readingTypeIds.map((type) => readingTypes[type].positions.length));
