import * as z from 'zod/mini';
import { cardIds, DECK_SIZE } from './deck';
import { expectedCardCount, readingTypeIds, type ReadingType } from './spreads';

// zod/mini: these schemas also run in the browser (the full reading's URL), at a fraction of zod's weight.
export const cardIdSchema = z.enum(cardIds, { error: 'Unknown card id' });
export const readingTypeSchema = z.enum(readingTypeIds as [ReadingType, ...ReadingType[]], { error: 'Unknown reading type' });
export const cardListSchema = z
  .array(cardIdSchema, { error: 'cards must be a list of card ids' })
  .check(z.minLength(1, 'No cards were given'), z.maxLength(DECK_SIZE, `A reading has at most ${DECK_SIZE} cards`));

/** Which of the cards lie upside down, position by position; absent when none does. */
export const reversedSchema = z.optional(z.array(z.boolean({ error: 'reversed must be a list of true or false' })));

/** What is wrong with a set of cards for a type: repeated cards, not the type's count, or reversals that do not match the cards. */
function selectionProblems(cards: readonly string[], type: string, reversed?: readonly boolean[]): string[] {
  const problems: string[] = [];
  if (reversed && reversed.length !== cards.length) problems.push('reversed must say true or false for each card');
  if (new Set(cards).size !== cards.length) problems.push('A card cannot be chosen twice');
  const expected = expectedCardCount(type);
  if (cards.length !== expected) {
    problems.push(`A ${type} reading needs exactly ${expected} ${expected === 1 ? 'card' : 'cards'}`);
  }
  return problems;
}

/** The one rule for picked cards, wherever they arrive (a URL, a request body): none twice, the type's count. */
export const selectionCheck = z.superRefine(
  ({ cards, type, reversed }: { cards: readonly string[]; type: string; reversed?: readonly boolean[] }, ctx) => {
    for (const message of selectionProblems(cards, type, reversed))
      ctx.addIssue({ code: 'custom', path: ['cards'], message, input: cards });
  },
);

/** A set of cards is valid for a type when every id exists, none repeats, the count is the type's and any reversals match. */
export const cardSelectionSchema = z
  .object({ cards: cardListSchema, type: readingTypeSchema, reversed: reversedSchema })
  .check(selectionCheck);

export type CardSelection = z.infer<typeof cardSelectionSchema>;

export function isValidSelection(cards: unknown, type: unknown): boolean {
  return cardSelectionSchema.safeParse({ cards, type }).success;
}
