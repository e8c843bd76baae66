import * as z from 'zod/mini';
import { safeParse } from '../safe-parse';
import type { WriteResult } from '../stored-map';
import { journalEntrySchema } from './entry';
import type { JournalStore } from './store';

/**
 * My readings as a file: what Export writes and all Import accepts. Loaded only when the visitor
 * exports or imports.
 */
export const JOURNAL_FILE_FORMAT = 'cosmic-tarot-readings' as const;
export const journalFileSchema = z.object({
  format: z.enum([JOURNAL_FILE_FORMAT], { error: 'Not a readings export from this site' }),
  version: z.number().check(z.refine((version) => version === 1, 'Unknown export version')),
  exportedAt: z.string(),
  readings: z.array(journalEntrySchema).check(z.maxLength(5000)),
});

export type JournalFile = z.infer<typeof journalFileSchema>;

/** Bigger than any export of the most readings a browser could keep. */
export const MAX_IMPORT_CHARS = 5_000_000;

export type ImportResult =
  (WriteResult & { ok: true; added: number; skipped: number }) | { ok: false; reason: 'invalid' | 'quota' | 'unavailable' };

/** An export file as text, and the name to save it under. */
export function exportJournal(store: JournalStore, now: Date): { name: string; text: string } {
  const file: JournalFile = { format: JOURNAL_FILE_FORMAT, version: 1, exportedAt: now.toISOString(), readings: store.list().entries };
  return { name: `cosmic-tarot-readings-${now.toISOString().slice(0, 10)}.json`, text: `${JSON.stringify(file, null, 2)}\n` };
}

/** Merges an export file by id; a file that is not one, or holds any invalid reading, changes nothing. */
export function importJournal(store: JournalStore, text: string): ImportResult {
  if (text.length > MAX_IMPORT_CHARS) return { ok: false, reason: 'invalid' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const parsed = safeParse(journalFileSchema, value);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const { result, added, skipped } = store.merge(parsed.data.readings);
  return result.ok ? { ok: true, added, skipped } : result;
}
