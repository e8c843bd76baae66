import * as z from 'zod/mini';
import { MINI_LOVE_CARD_COUNT } from './mini-love';
import { readingSources } from './reading-contract';
import { cardListSchema, cardSelectionSchema, readingTypeSchema } from './validation';

/**
 * The last reading a page laid out in this tab (sessionStorage), so that coming back to the page
 * with the browser's back or forward button (after opening a card's page) shows the same cards,
 * question and written reading again instead of an empty table.
 */
export const KEPT_TABLE_KEY = 'tarot.table';

const keptTableSchema = z.object({
  /** The public path of the page that laid it out. */
  page: z.string(),
  cards: cardListSchema,
  type: z.union([readingTypeSchema, z.literal('mini-love')]),
  question: z.optional(z.string().check(z.maxLength(500))),
  interpretation: z.optional(z.object({ text: z.string(), source: z.enum(readingSources) })),
});

export type KeptTable = z.infer<typeof keptTableSchema>;

/** A full or blocked storage only means the table is not laid out again. */
export function keepTable(storage: Storage | null, table: KeptTable): void {
  try {
    storage?.setItem(KEPT_TABLE_KEY, JSON.stringify(table));
  } catch {
    // Not kept.
  }
}

/** The table kept for `page`, if what is stored is one (anything else is ignored, not trusted). */
export function keptTable(storage: Storage | null, page: string): KeptTable | undefined {
  try {
    const parsed = keptTableSchema.safeParse(JSON.parse(storage?.getItem(KEPT_TABLE_KEY) ?? 'null'));
    if (!parsed.success || parsed.data.page !== page) return undefined;
    const { cards, type } = parsed.data;
    const valid =
      type === 'mini-love' ? cards.length === MINI_LOVE_CARD_COUNT && new Set(cards).size === cards.length : cardSelectionSchema.safeParse({ cards, type }).success;
    return valid ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A new reading on the page: nothing to lay out again. */
export function forgetTable(storage: Storage | null): void {
  try {
    storage?.removeItem(KEPT_TABLE_KEY);
  } catch {
    // Nothing was kept.
  }
}
