import type { KeptTable } from './kept-table-schema';

/**
 * The last reading a page laid out in this tab (sessionStorage), so that coming back to the page
 * with the browser's back or forward button (after opening a card's page) shows the same cards,
 * question and written reading again instead of an empty table. Read back by kept-table-schema.ts.
 */
export const KEPT_TABLE_KEY = 'tarot.table';

/** Whether anything is kept at all (blocked storage: nothing). */
export function hasKeptTable(storage: Storage | null): boolean {
  try {
    return storage?.getItem(KEPT_TABLE_KEY) != null;
  } catch {
    return false;
  }
}

/** A full or blocked storage only means the table is not laid out again. */
export function keepTable(storage: Storage | null, table: KeptTable): void {
  try {
    storage?.setItem(KEPT_TABLE_KEY, JSON.stringify(table));
  } catch {
    // Not kept.
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
