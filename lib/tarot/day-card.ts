import type { Locale } from '../i18n/routing';
import type { CardId } from './deck';
import { readingAsk, type ReadingAsk } from './reading-contract';

/**
 * The card of the day: one card per visitor per local day, drawn once and kept in this browser
 * (localStorage) until local midnight, with the day's written reading once it is finished, per
 * language. A value that is not one of these is never written over: it moves aside first
 * (day-card-schema.ts reads and writes it, apart so that zod loads only then).
 */
export const DAY_CARD_KEY = 'tarot.day';
export const DAY_CARD_ASIDE_KEY = 'tarot.day.unreadable';

/** The visitor's local calendar day, as YYYY-MM-DD: it turns at their midnight, not UTC's. */
export function dayKey(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The reading asked for a day's card: always the same ask, so it is recognised and kept. */
export function dayCardAsk(card: CardId, locale: Locale, reversed = false): ReadingAsk {
  return readingAsk([card], 'card-of-the-day', undefined, locale, [reversed]);
}
