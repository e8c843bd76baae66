import * as z from 'zod/mini';
import { safeParse } from '../safe-parse';
import { codePattern } from './shared-path';
import { cardById, cardIds, isMajor, majorIds } from '../tarot/deck';
import type { DeckChoice } from '../tarot/deck-settings';
import { reversals } from '../tarot/reading-contract';
import type { ReadingType } from '../tarot/spreads';
import { cardSelectionSchema, type CardSelection } from '../tarot/validation';

/**
 * A shared spread as a short code: one letter for the reading type, then the cards in position
 * order. Major arcana upright: one base-36 digit per card, its traditional number (0 the Fool …
 * l = 21 the World). Any other spread: the deck's letter (m the major arcana, w the whole deck),
 * then two base-36 digits per card, twice its place in the deck (0–77) plus one when it lies
 * reversed. The question and the written reading are never part of it. The letters and both
 * forms are a public contract: links already shared must keep reading the same.
 */
const typeLetters = {
  'quick-insight': 'q',
  'past-present-future': 'p',
  relationship: 'r',
  'right-person': 'h',
  'daily-energy': 'd',
  'morning-evening': 'm',
  'career-path': 'c',
  'work-environment': 'w',
  destination: 'v',
  journey: 'j',
  'yes-no': 'y',
  'yes-no-three': 't',
  'card-of-the-day': 'a',
  'their-thoughts': 'k',
  'come-back': 'b',
  'celtic-cross': 'x',
  'five-card-cross': 'f',
} as const satisfies Record<ReadingType, string>;

const typeByLetter = new Map(Object.entries(typeLetters).map(([type, letter]) => [letter as string, type as ReadingType]));

const deckLetters = { major: 'm', full: 'w' } as const satisfies Record<DeckChoice, string>;

const codeShape = z.string().check(z.regex(new RegExp(`^${codePattern}$`), 'A shared reading code is a type letter and one to ten cards'));

/** A spread's code; the deck is read from the cards (any minor card means the whole deck). */
export function spreadCode({ cards, type, reversed }: CardSelection): string {
  const places = cards.map((card) => cardById(card).index);
  const whole = places.some((place) => place >= majorIds.length);
  if (!whole && !reversed?.some(Boolean)) return typeLetters[type] + places.map((place) => place.toString(36)).join('');
  const pairs = places.map((place, index) => (place * 2 + (reversed?.[index] ? 1 : 0)).toString(36).padStart(2, '0'));
  return typeLetters[type] + deckLetters[whole ? 'full' : 'major'] + pairs.join('');
}

/** The cards and reversals a code's digits name (a place that names no card is kept as is, for the schema to refuse). */
function readDigits(digits: string): { cards: string[]; reversed?: boolean[]; deck: DeckChoice } {
  const [mark = '', ...rest] = digits;
  if (mark !== deckLetters.major && mark !== deckLetters.full) {
    return { cards: [...digits].map((digit) => cardIds[parseInt(digit, 36)] ?? digit), deck: 'major' };
  }
  const values = (rest.join('').match(/../g) ?? []).map((pair) => parseInt(pair, 36));
  return {
    cards: values.map((value) => cardIds[value >> 1] ?? String(value)),
    reversed: values.map((value) => value % 2 === 1),
    deck: mark === deckLetters.full ? 'full' : 'major',
  };
}

export type SpreadCodeResult = { success: true; data: CardSelection } | { success: false; error: string };

/** The spread a code names, checked like any picked cards: known type and cards, none twice, the type's count, majors only in a majors code. */
export function parseSpreadCode(code: unknown): SpreadCodeResult {
  const shaped = safeParse(codeShape, code);
  if (!shaped.success) return { success: false, error: shaped.error.issues[0]?.message ?? 'Malformed code' };
  const [letter = '', ...digits] = shaped.data;
  const read = readDigits(digits.join(''));
  const selection = safeParse(cardSelectionSchema, {
    type: typeByLetter.get(letter) ?? letter,
    cards: read.cards,
    reversed: read.reversed,
  });
  if (!selection.success) return { success: false, error: selection.error.issues[0]?.message ?? 'Invalid spread' };
  const { cards, type } = selection.data;
  if (read.deck === 'major' && !cards.every(isMajor)) return { success: false, error: 'A major arcana code names a minor card' };
  const reversed = reversals(selection.data.reversed);
  return { success: true, data: { cards, type, ...(reversed ? { reversed } : {}) } };
}
