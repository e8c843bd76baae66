import * as z from 'zod/mini';
import type { Locale } from '../i18n/routing';
import { safeParse } from '../safe-parse';
import type { CardId } from './deck';
import { readingAsk, readingSources, type ReadingAsk } from './reading-contract';
import { cardIdSchema } from './validation';

/**
 * The card of the day: one card per visitor per local day, drawn once and kept in this browser
 * (localStorage) until local midnight, with the day's written reading once it is finished, per
 * language. A value that is not one of these is never written over: it moves aside first.
 */
export const DAY_CARD_KEY = 'tarot.day';
export const DAY_CARD_ASIDE_KEY = 'tarot.day.unreadable';

/** The visitor's local calendar day, as YYYY-MM-DD: it turns at their midnight, not UTC's. */
export function dayKey(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const writtenSchema = z.object({ text: z.string().check(z.maxLength(20_000)), source: z.enum(readingSources) });

export const dayCardSchema = z.object({
  day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  card: cardIdSchema,
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

/** The reading asked for a day's card: always the same ask, so it is recognised and kept. */
export function dayCardAsk(card: CardId, locale: Locale): ReadingAsk {
  return readingAsk([card], 'card-of-the-day', undefined, locale);
}

/** Writes the day's card; an unreadable value already there is moved aside, never lost. False when storage refuses. */
export function storeDayCard(storage: Storage | null, value: DayCard): boolean {
  if (!storage) return false;
  try {
    const current = storage.getItem(DAY_CARD_KEY);
    if (parseDayCard(current).kind === 'unreadable') storage.setItem(DAY_CARD_ASIDE_KEY, current!);
    storage.setItem(DAY_CARD_KEY, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
