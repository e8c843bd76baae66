import * as z from 'zod/mini';
import { readingSources } from './reading-contract';
import { READING_SESSION_KEY, type StoredReading } from './reading-session';
import { cardIdSchema, cardSelectionSchema, readingTypeSchema, type CardSelection } from './validation';

const storedSchema = z.object({
  cards: z.array(cardIdSchema),
  type: readingTypeSchema,
  question: z.optional(z.string().check(z.maxLength(500))),
  interpretation: z.optional(z.object({ text: z.string(), source: z.enum(readingSources) })),
});

/** The reading named by a full-reading URL query, or null when it is missing or invalid. */
export function parseFullReadingQuery(search: string): CardSelection | null {
  const params = new URLSearchParams(search);
  const parsed = cardSelectionSchema.safeParse({
    cards: (params.get('cards') ?? '').split(',').filter(Boolean),
    type: params.get('type') ?? 'past-present-future',
  });
  return parsed.success ? parsed.data : null;
}

/** What this tab remembers of the reading; anything unreadable or for other cards is ignored, not trusted. */
export function loadReading(storage: Storage | null, selection: CardSelection): StoredReading | undefined {
  try {
    return storage ? parseStoredReading(storage.getItem(READING_SESSION_KEY), selection) : undefined;
  } catch {
    return undefined;
  }
}

/** The stored value of `READING_SESSION_KEY`, read back for this selection (undefined if it is not this reading's). */
export function parseStoredReading(raw: string | null, selection: CardSelection): StoredReading | undefined {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw ?? 'null'));
    const same = parsed.success && parsed.data.type === selection.type && parsed.data.cards.join() === selection.cards.join();
    return same ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
