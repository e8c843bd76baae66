import { safeParse } from '../safe-parse';
import { storedMap, tryWrite, type WriteResult } from '../stored-map';
import { journalEntrySchema, journalId, type FinishedReading, type JournalEntry } from './entry';

export const JOURNAL_KEY = 'tarot.journal';
/** Where an unreadable `tarot.journal` value is kept before anything overwrites it. */
export const JOURNAL_BACKUP_KEY = 'tarot.journal.backup';
/** 'off' while the visitor has switched keeping off; absent means on. */
export const JOURNAL_KEEP_KEY = 'tarot.journal.keep';

export type KeepResult = WriteResult | { ok: true; off: true };

/**
 * The reading journal: readings this browser kept, in `localStorage` under `tarot.journal` (a map
 * keyed by id), read and written as a stored map (lib/stored-map.ts: entries parsed, unreadable
 * values backed up before any write). Nothing here ever leaves the browser but an export.
 */
export function journalStore(storage: Storage) {
  const map = storedMap(storage, { key: JOURNAL_KEY, backupKey: JOURNAL_BACKUP_KEY, schema: journalEntrySchema });

  /** Adds the entries whose ids are not kept yet; what is there always stays as it is. */
  const merge = (incoming: readonly JournalEntry[]): { result: WriteResult; added: number; skipped: number } => {
    const { entries } = map.read();
    const fresh = incoming.filter((entry) => !Object.hasOwn(entries, entry.id));
    const unique = [...new Map(fresh.map((entry) => [entry.id, entry])).values()];
    const result = unique.length
      ? map.write({ ...entries, ...Object.fromEntries(unique.map((entry) => [entry.id, entry])) })
      : ({ ok: true } as const);
    return { result, added: unique.length, skipped: incoming.length - unique.length };
  };

  /** Newest first. */
  const list = (): { entries: JournalEntry[]; damaged: boolean } => {
    const { entries, damaged } = map.read();
    return { entries: Object.values(entries).sort((a, b) => b.savedAt.localeCompare(a.savedAt)), damaged };
  };
  const keeping = () => storage.getItem(JOURNAL_KEEP_KEY) !== 'off';

  return {
    list,
    keeping,
    setKeeping(on: boolean): WriteResult {
      return tryWrite(() => (on ? storage.removeItem(JOURNAL_KEEP_KEY) : storage.setItem(JOURNAL_KEEP_KEY, 'off')));
    },
    /** Keeps a reading that just finished, unless keeping is off; the same reading twice is kept once. */
    keep(reading: FinishedReading, now: Date): KeepResult {
      if (!keeping()) return { ok: true, off: true };
      const parsed = safeParse(journalEntrySchema, { ...reading, id: journalId(reading), savedAt: now.toISOString() });
      if (!parsed.success) return { ok: false, reason: 'unavailable' };
      return merge([parsed.data]).result;
    },
    remove(id: string): WriteResult {
      return map.write(Object.fromEntries(Object.entries(map.read().entries).filter(([key]) => key !== id)));
    },
    removeAll(): WriteResult {
      return map.write({});
    },
    merge,
  };
}

export type JournalStore = ReturnType<typeof journalStore>;
