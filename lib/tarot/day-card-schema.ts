import * as z from 'zod/mini';
import { safeParse } from '../safe-parse';
import { backupKeyFinder, tryWrite } from '../stored-map';
import { DAY_CARD_ASIDE_KEY, DAY_CARD_KEY, dayKey } from './day-card';
import { readingSources } from './reading-contract';
import { cardIdSchema } from './validation';

// Apart from day-card.ts so that zod loads only where a stored day is read or written.

const writtenSchema = z.object({ text: z.string().check(z.maxLength(20_000)), source: z.enum(readingSources) });

export const dayCardSchema = z.object({
  day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  card: cardIdSchema,
  /** Drawn upside down (absent: upright, as every day drawn before reversals). */
  reversed: z.optional(z.boolean()),
  /** The day's reading in each language it was read in. */
  readings: z.optional(z.partialRecord(z.enum(['en', 'es', 'it']), writtenSchema)),
});

export type DayCard = z.infer<typeof dayCardSchema>;

export type StoredDay = { kind: 'none' } | { kind: 'unreadable' } | { kind: 'card'; value: DayCard };

/** What the stored text holds: nothing, a day's card (today's or an earlier one), or something unreadable. */
export function parseDayCard(raw: string | null): StoredDay {
  if (!raw) return { kind: 'none' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { kind: 'unreadable' };
  }
  const parsed = safeParse(dayCardSchema, json);
  return parsed.success ? { kind: 'card', value: parsed.data } : { kind: 'unreadable' };
}

/** Today's card, when the stored one was drawn today (a card from an earlier day is over). */
export function todaysCard(stored: StoredDay, now: Date): DayCard | undefined {
  return stored.kind === 'card' && stored.value.day === dayKey(now) ? stored.value : undefined;
}

/**
 * Writes the day's card; an unreadable value already there is copied aside first (then `.2`, `.3`…),
 * never lost. False when storage refuses.
 */
export function storeDayCard(storage: Storage | null, value: DayCard): boolean {
  if (!storage) return false;
  return tryWrite(() => {
    const raw = storage.getItem(DAY_CARD_KEY);
    const freeBackupKey = backupKeyFinder(storage, DAY_CARD_ASIDE_KEY);
    if (raw !== null && parseDayCard(raw).kind === 'unreadable') storage.setItem(freeBackupKey(raw), raw);
    storage.setItem(DAY_CARD_KEY, JSON.stringify(value));
  }).ok;
}
