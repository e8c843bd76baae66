'use client';

import { useLocalValue } from '@/hooks/use-local-value';
import { browserStorage } from '@/lib/browser-storage';
import type { JournalEntry } from '@/lib/journal/entry';
import { JOURNAL_KEEP_KEY, JOURNAL_KEY, journalStore, type JournalStore } from '@/lib/journal/store';

export type BrowserJournal =
  { blocked: true } | { blocked: false; store: JournalStore; entries: JournalEntry[]; damaged: boolean; keeping: boolean };

/** The kept readings and the keep switch, re-read whenever either changes; null before hydration. */
export function useJournal(): BrowserJournal | null {
  const raw = useLocalValue(JOURNAL_KEY);
  const keep = useLocalValue(JOURNAL_KEEP_KEY);
  if (raw === null || keep === null) return null;
  const storage = browserStorage('localStorage');
  try {
    if (storage) {
      const store = journalStore(storage);
      return { blocked: false, store, ...store.list(), keeping: store.keeping() };
    }
  } catch {
    // Broken storage reads as blocked.
  }
  return { blocked: true };
}
