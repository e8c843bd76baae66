import type { CardId } from './deck';
import type { ReadingSource } from './reading-contract';
import type { ReadingType } from './spreads';

/**
 * The full reading's state (DECISIONS): card ids and type travel in the URL (reload-safe,
 * shareable); the question stays in this tab's sessionStorage and never enters a URL, with the
 * finished interpretation so a reload or a return does not ask for it again. Reading it back is
 * in full-reading-state.ts, which validates what it finds.
 */
export const READING_SESSION_KEY = 'tarot.reading';

export interface StoredReading {
  cards: CardId[];
  type: ReadingType;
  question?: string;
  interpretation?: { text: string; source: ReadingSource };
}

export function fullReadingQuery(cards: readonly CardId[], type: ReadingType): string {
  return new URLSearchParams({ cards: cards.join(','), type }).toString();
}

/** Blocked storage (null), a full one or a disabled one: the reading still works, it just is not remembered. */
export function saveReading(storage: Storage | null, reading: StoredReading): void {
  try {
    storage?.setItem(READING_SESSION_KEY, JSON.stringify(reading));
  } catch {
    // Not remembered.
  }
}
