import type { KeptReading } from './kept-reading-schema';
import type { KeptTable } from './kept-table';
import type { ReadingAsk } from './reading-contract';
import type { CardSelection } from './validation';

/**
 * A reading kept in this tab (sessionStorage), under one of two keys. Reading either back checks
 * what is found (kept-reading-schema.ts, and kept-table.ts for a page's table), apart so that zod
 * loads only then.
 *
 * The full reading's cards and type travel in its URL (reload-safe, shareable); its question never
 * enters a URL: it is kept here, with the finished interpretation, so that a reload or a return
 * does not ask for the reading again.
 */
export const READING_SESSION_KEY = 'tarot.reading';

/**
 * The last reading a page laid out, with the page's path, so that coming back to the page with the
 * browser's back or forward button (after opening a card's page) shows the same cards, question
 * and written reading again instead of an empty table.
 */
export const KEPT_TABLE_KEY = 'tarot.table';

/** Blocked storage (null), a full one or a disabled one: the reading still works, it just is not kept. */
function keep(storage: Storage | null, key: string, value: KeptReading | KeptTable): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Not kept.
  }
}

/** The full reading's question and interpretation, for the full reading page. */
export function saveReading(storage: Storage | null, reading: KeptReading): void {
  keep(storage, READING_SESSION_KEY, reading);
}

/** The reading on a page's table, for a return to that page. */
export function keepTable(storage: Storage | null, table: KeptTable): void {
  keep(storage, KEPT_TABLE_KEY, table);
}

/** Whether a table is kept at all (blocked storage: none). */
export function hasKeptTable(storage: Storage | null): boolean {
  try {
    return storage?.getItem(KEPT_TABLE_KEY) != null;
  } catch {
    return false;
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

/** The full reading's URL query: its cards, type and reversed cards (one digit each), and only those. */
export function fullReadingQuery({ cards, type, reversed }: Readonly<CardSelection> | ReadingAsk): string {
  const query = new URLSearchParams({ cards: cards.join(','), type });
  if (reversed?.some(Boolean)) query.set('reversed', reversed.map(Number).join(''));
  return query.toString();
}
