import * as z from 'zod/mini';
import { safeParse } from '../safe-parse';
import { codePattern } from './shared-path';
import { cardById, cardIds } from '../tarot/deck';
import type { ReadingType } from '../tarot/spreads';
import { cardSelectionSchema, type CardSelection } from '../tarot/validation';

/**
 * A shared spread as a short code: one letter for the reading type, then one base-36 digit per
 * card, its traditional number (0 the Fool … l = 21 the World), in position order. The question
 * and the written reading are never part of it. These letters are a public contract: links
 * already shared must keep reading the same, so never reuse or reorder them.
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

const codeShape = z
  .string()
  .check(z.regex(new RegExp(`^${codePattern}$`), 'A shared reading code is a type letter and one to ten card digits'));

export function spreadCode({ cards, type }: CardSelection): string {
  return typeLetters[type] + cards.map((card) => cardById(card).number.toString(36)).join('');
}

export type SpreadCodeResult = { success: true; data: CardSelection } | { success: false; error: string };

/** The spread a code names, checked like any picked cards: known type and cards, none twice, the type's count. */
export function parseSpreadCode(code: unknown): SpreadCodeResult {
  const shaped = safeParse(codeShape, code);
  if (!shaped.success) return { success: false, error: shaped.error.issues[0]?.message ?? 'Malformed code' };
  const [letter = '', ...digits] = shaped.data;
  const selection = safeParse(cardSelectionSchema, {
    type: typeByLetter.get(letter) ?? letter,
    cards: digits.map((digit) => cardIds[parseInt(digit, 36)] ?? digit),
  });
  return selection.success
    ? { success: true, data: selection.data }
    : { success: false, error: selection.error.issues[0]?.message ?? 'Invalid spread' };
}
