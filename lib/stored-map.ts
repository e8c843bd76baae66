import type * as z from 'zod/mini';
import { safeParse } from './safe-parse';

/**
 * A map of records kept in one `localStorage` value (the blog's articles, the reading journal).
 * Malformed data never throws: valid entries are kept, and the raw value is copied to a backup key
 * before the first write replaces it. A full or blocked storage changes nothing and says so.
 */

export type WriteResult = { ok: true } | { ok: false; reason: 'quota' | 'unavailable' };

export interface StoredMapOptions<S extends z.ZodMiniType<{ id: string }>> {
  key: string;
  /** Where an unreadable value is kept before anything overwrites it (then `.2`, `.3`…). */
  backupKey: string;
  /** An entry is valid when it parses and is stored under its own id. */
  schema: S;
}

function isQuota(error: unknown) {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}

/** Runs a write; a full or refused storage is a result, never an exception. */
export function tryWrite(write: () => void): WriteResult {
  try {
    write();
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: isQuota(error) ? 'quota' : 'unavailable' };
  }
}

/** For a value about to be overwritten: the first backup key (`backupKey`, then `.2`, `.3`…) not holding another value. */
export function backupKeyFinder(storage: Storage, backupKey: string): (raw: string) => string {
  return (raw) => {
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? backupKey : `${backupKey}.${n}`;
      const held = storage.getItem(candidate);
      if (held === null || held === raw) return candidate;
    }
  };
}

export function storedMap<S extends z.ZodMiniType<{ id: string }>>(storage: Storage, { key, backupKey, schema }: StoredMapOptions<S>) {
  type T = z.infer<S>;
  const parse = (id: string, value: unknown): T | undefined => {
    const parsed = safeParse(schema, value);
    return parsed.success && parsed.data.id === id ? (parsed.data as T) : undefined;
  };
  const readRaw = (raw: string | null): { entries: Record<string, T>; damaged: boolean } => {
    if (raw === null) return { entries: {}, damaged: false };
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return { entries: {}, damaged: true };
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return { entries: {}, damaged: true };
    const entries: Record<string, T> = {};
    let damaged = false;
    for (const [id, entry] of Object.entries(value)) {
      const parsed = parse(id, entry);
      if (parsed === undefined) damaged = true;
      else entries[id] = parsed;
    }
    return { entries, damaged };
  };

  const freeBackupKey = backupKeyFinder(storage, backupKey);

  return {
    read: () => readRaw(storage.getItem(key)),
    write: (entries: Record<string, T>): WriteResult =>
      tryWrite(() => {
        const raw = storage.getItem(key);
        if (raw !== null && readRaw(raw).damaged) storage.setItem(freeBackupKey(raw), raw);
        storage.setItem(key, JSON.stringify(entries));
      }),
  };
}
