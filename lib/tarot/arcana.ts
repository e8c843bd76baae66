import type { CardId } from './deck';

export type Tone = 'light' | 'shadow' | 'mixed';
/** The Fool's journey in three rows of seven; the Fool (0) walks through all of them. */
export type ArcanaGroup = 'fool' | 'world' | 'inner' | 'cosmic';
export type Element = 'fire' | 'water' | 'air' | 'earth';

/**
 * What a reader knows of each card beyond its texts: whether it lights or shadows a spread, its
 * row in the journey and its element (the Golden Dawn's attributions).
 */
export const arcana = {
  'the-fool': { tone: 'mixed', element: 'air' },
  'the-magician': { tone: 'light', element: 'air' },
  'the-high-priestess': { tone: 'mixed', element: 'water' },
  'the-empress': { tone: 'light', element: 'earth' },
  'the-emperor': { tone: 'mixed', element: 'fire' },
  'the-hierophant': { tone: 'mixed', element: 'earth' },
  'the-lovers': { tone: 'light', element: 'air' },
  'the-chariot': { tone: 'light', element: 'water' },
  strength: { tone: 'light', element: 'fire' },
  'the-hermit': { tone: 'mixed', element: 'earth' },
  'wheel-of-fortune': { tone: 'light', element: 'fire' },
  justice: { tone: 'mixed', element: 'air' },
  'the-hanged-man': { tone: 'shadow', element: 'water' },
  death: { tone: 'shadow', element: 'water' },
  temperance: { tone: 'light', element: 'fire' },
  'the-devil': { tone: 'shadow', element: 'earth' },
  'the-tower': { tone: 'shadow', element: 'fire' },
  'the-star': { tone: 'light', element: 'air' },
  'the-moon': { tone: 'shadow', element: 'water' },
  'the-sun': { tone: 'light', element: 'fire' },
  judgement: { tone: 'mixed', element: 'fire' },
  'the-world': { tone: 'light', element: 'earth' },
} as const satisfies Record<CardId, { tone: Tone; element: Element }>;

const groupOrder = ['world', 'inner', 'cosmic'] as const;

/** I–VII the world, VIII–XIV the inner path, XV–XXI the great forces; the Fool apart. */
export function arcanaGroup(number: number): ArcanaGroup {
  return number === 0 ? 'fool' : groupOrder[Math.floor((number - 1) / 7)]!;
}

export type Lean = 'yes' | 'no' | 'unclear';

const leanOfTone = { light: 'yes', shadow: 'no', mixed: 'unclear' } as const satisfies Record<Tone, Lean>;

/** A card of light answers yes, one of shadow no (or not yet); the mixed ones lean neither way. */
export function cardLean(id: CardId): Lean {
  return leanOfTone[arcana[id].tone];
}

/** A balance of tones as a lean: more light than shadow is a yes. */
export function leanOfScore(score: number, threshold = 1): Lean {
  return score >= threshold ? 'yes' : score <= -threshold ? 'no' : 'unclear';
}
