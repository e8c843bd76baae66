import * as z from 'zod/mini';
import { KEPT_TABLE_KEY } from './kept-table';
import { MINI_LOVE_CARD_COUNT } from './mini-love';
import { readingSources } from './reading-contract';
import { cardListSchema, cardSelectionSchema, readingTypeSchema } from './validation';

// Apart from the writer (kept-table.ts) so that zod loads only when a kept table is to be read.
const keptTableSchema = z.object({
  /** The public path of the page that laid it out. */
  page: z.string(),
  cards: cardListSchema,
  type: z.union([readingTypeSchema, z.literal('mini-love')]),
  question: z.optional(z.string().check(z.maxLength(500))),
  interpretation: z.optional(z.object({ text: z.string(), source: z.enum(readingSources) })),
});

export type KeptTable = z.infer<typeof keptTableSchema>;

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
