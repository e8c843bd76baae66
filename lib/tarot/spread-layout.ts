import type { SpreadLayout } from './spreads';

/**
 * How a reader lays the shaped spreads, for every place that draws one (the reading table, the
 * full reading, a shared page, its preview image). A card's place is a column and row of a grid
 * whose cells are one card and the gap after it; fractions put a card between rows.
 */
export interface CardPlace {
  column: number;
  row: number;
  /** Laid across the card under it, turned a quarter. */
  across?: boolean;
}

export interface SpreadShape {
  /** The gaps between cells, in card widths: across, then down. */
  gap: readonly [number, number];
  /** Position by position. */
  places: readonly CardPlace[];
}

/** A card's height in card widths (the art is 3:5). */
export const CARD_RATIO = 5 / 3;

/** Each card of the staff overlaps the one above it by this share of its height, so the spread fits a screen's height. */
const STAFF_STEP = 0.8;

export const spreadShapes = {
  // The situation in the middle, in favour and against beside it, the advice above, the outcome below.
  cross: {
    gap: [0.15, 0.15],
    places: [
      { column: 1, row: 1 },
      { column: 0, row: 1 },
      { column: 2, row: 1 },
      { column: 1, row: 0 },
      { column: 1, row: 2 },
    ],
  },
  // The cross (2 across 1; 3 below, 4 behind, 5 above, 6 before) and the staff of four to its right,
  // read from the bottom up, half a card out of line with the cross's rows. The side gaps leave
  // room for the crossing card's ends.
  celtic: {
    gap: [0.45, 0.06],
    places: [
      { column: 1, row: 1 + (3 * STAFF_STEP - 2) / 2 },
      { column: 1, row: 1 + (3 * STAFF_STEP - 2) / 2, across: true },
      { column: 1, row: 2 + (3 * STAFF_STEP - 2) / 2 },
      { column: 0, row: 1 + (3 * STAFF_STEP - 2) / 2 },
      { column: 1, row: (3 * STAFF_STEP - 2) / 2 },
      { column: 2, row: 1 + (3 * STAFF_STEP - 2) / 2 },
      { column: 3.15, row: 3 * STAFF_STEP },
      { column: 3.15, row: 2 * STAFF_STEP },
      { column: 3.15, row: STAFF_STEP },
      { column: 3.15, row: 0 },
    ],
  },
} as const satisfies Record<Exclude<SpreadLayout, 'row'>, SpreadShape>;

export interface LaidCard {
  /** The card's upright box (a card across is turned about its centre), in card widths from the spread's top left. */
  left: number;
  top: number;
  across: boolean;
  /** Which lies over which: a card lower down over the foot of the one above it (the staff overlaps), a card across over all. */
  layer: number;
}

/** A shaped spread measured in card widths: its size and each card's box. */
export function laidOut(shape: SpreadShape): { width: number; height: number; cards: LaidCard[] } {
  const [gapX, gapY] = shape.gap;
  const cards = shape.places.map((place) => {
    const top = place.row * (CARD_RATIO + gapY);
    const across = 'across' in place && place.across === true;
    return { left: place.column * (1 + gapX), top, across, layer: across ? 20 : 10 + Math.round(top * 2) };
  });
  return {
    width: Math.max(...cards.map((card) => card.left)) + 1,
    height: Math.max(...cards.map((card) => card.top)) + CARD_RATIO,
    cards,
  };
}
