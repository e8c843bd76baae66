import * as z from 'zod/mini';
import { KEPT_TABLE_KEY } from './kept-reading';
import { keptReadingSchema, keptText, parseKept } from './kept-reading-schema';
import { MINI_LOVE_CARD_COUNT } from './mini-love';
import { cardSelectionSchema, readingTypeSchema } from './validation';

// Apart from the kept reading's schema: a table is read back only on a return to its page, and
// only then do its rules (the mini love reading's among them) load.

/** A page's table: a kept reading, or the mini love reading, and the public path of the page that laid it out. */
const keptTableSchema = z.extend(keptReadingSchema, {
  type: z.union([readingTypeSchema, z.literal('mini-love')]),
  page: z.string(),
});

export type KeptTable = z.infer<typeof keptTableSchema>;

/** The table kept for `page`, if what is stored is one. */
export function keptTable(storage: Storage | null, page: string): KeptTable | undefined {
  const table = parseKept(keptTableSchema, keptText(storage, KEPT_TABLE_KEY));
  if (table?.page !== page) return undefined;
  const { cards, type, reversed } = table;
  const valid =
    type === 'mini-love'
      ? cards.length === MINI_LOVE_CARD_COUNT && new Set(cards).size === cards.length
      : cardSelectionSchema.safeParse({ cards, type, reversed }).success;
  return valid ? table : undefined;
}
