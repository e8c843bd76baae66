import { describe, expect, it } from 'vitest';
import { journalId, type FinishedReading } from '@/lib/journal/entry';
import { exportJournal, importJournal } from '@/lib/journal/file';
import { JOURNAL_BACKUP_KEY, JOURNAL_KEEP_KEY, JOURNAL_KEY, journalStore } from '@/lib/journal/store';
import { MemoryStorage } from '../memory-storage';

const reading = (text: string, extra: Partial<FinishedReading> = {}): FinishedReading => ({
  locale: 'en',
  type: 'past-present-future',
  cards: ['the-fool', 'the-tower', 'the-star'],
  question: 'Where is my life heading?',
  text,
  source: 'template',
  ...extra,
});
const monday = new Date('2026-11-23T10:00:00Z');
const tuesday = new Date('2026-11-24T10:00:00Z');

describe('reading journal', () => {
  it('keeps finished readings in tarot.journal, newest first, with their question and source', () => {
    const storage = new MemoryStorage();
    const store = journalStore(storage);
    expect(store.keep(reading('First'), monday)).toEqual({ ok: true });
    expect(store.keep(reading('Second', { source: 'ai', question: undefined }), tuesday)).toEqual({ ok: true });
    const { entries, damaged } = store.list();
    expect(damaged).toBe(false);
    expect(entries.map((entry) => [entry.text, entry.savedAt, entry.source, entry.question])).toEqual([
      ['Second', tuesday.toISOString(), 'ai', undefined],
      ['First', monday.toISOString(), 'template', 'Where is my life heading?'],
    ]);
    expect(Object.keys(JSON.parse(storage.getItem(JOURNAL_KEY)!))).toEqual(entries.map((entry) => entry.id).reverse());
  });

  it('keeps the same reading once, however often it finishes', () => {
    const store = journalStore(new MemoryStorage());
    store.keep(reading('Same'), monday);
    store.keep(reading('Same'), tuesday);
    expect(store.list().entries).toHaveLength(1);
    expect(store.list().entries[0]!.savedAt).toBe(monday.toISOString());
  });

  it('writes nothing new while keeping is switched off, and keeps what is there', () => {
    const storage = new MemoryStorage();
    const store = journalStore(storage);
    store.keep(reading('Before'), monday);
    expect(store.setKeeping(false)).toEqual({ ok: true });
    expect(storage.getItem(JOURNAL_KEEP_KEY)).toBe('off');
    expect(store.keep(reading('While off'), tuesday)).toEqual({ ok: true, off: true });
    expect(store.list().entries.map((entry) => entry.text)).toEqual(['Before']);
    store.setKeeping(true);
    expect(storage.getItem(JOURNAL_KEEP_KEY)).toBeNull();
    expect(store.keeping()).toBe(true);
  });

  it('deletes one reading, then all', () => {
    const store = journalStore(new MemoryStorage());
    store.keep(reading('One'), monday);
    store.keep(reading('Two'), tuesday);
    const [two] = store.list().entries;
    expect(store.remove(two!.id)).toEqual({ ok: true });
    expect(store.list().entries.map((entry) => entry.text)).toEqual(['One']);
    expect(store.removeAll()).toEqual({ ok: true });
    expect(store.list().entries).toEqual([]);
  });

  it('exports a file that imports back into an empty browser', () => {
    const store = journalStore(new MemoryStorage());
    store.keep(reading('One'), monday);
    store.keep(reading('Two', { locale: 'it', type: 'journey', cards: ['the-sun', 'the-moon', 'the-star', 'the-world'] }), tuesday);
    const file = exportJournal(store, tuesday);
    expect(file.name).toBe('cosmic-tarot-readings-2026-11-24.json');
    const elsewhere = journalStore(new MemoryStorage());
    expect(importJournal(elsewhere, file.text)).toEqual({ ok: true, added: 2, skipped: 0 });
    expect(elsewhere.list()).toEqual(store.list());
  });

  it('merges an import by id and never replaces or removes what is there', () => {
    const source = journalStore(new MemoryStorage());
    source.keep(reading('Shared'), monday);
    source.keep(reading('Only in the file'), monday);
    const file = exportJournal(source, monday).text;

    const store = journalStore(new MemoryStorage());
    store.keep(reading('Shared'), tuesday);
    store.keep(reading('Only here'), tuesday);
    expect(importJournal(store, file)).toEqual({ ok: true, added: 1, skipped: 1 });
    const texts = store.list().entries.map((entry) => [entry.text, entry.savedAt]);
    expect(texts).toContainEqual(['Shared', tuesday.toISOString()]);
    expect(texts).toContainEqual(['Only here', tuesday.toISOString()]);
    expect(texts).toContainEqual(['Only in the file', monday.toISOString()]);
    expect(texts).toHaveLength(3);
  });

  it.each([
    ['not JSON', '{oops'],
    ['another JSON file', '{"readings": []}'],
    ['a reading with an unknown card', 'UNKNOWN_CARD'],
    ['a reading with the wrong number of cards', 'WRONG_COUNT'],
    ['a file far too large', 'HUGE'],
  ])('refuses %s and changes nothing', (_, kind) => {
    const storage = new MemoryStorage();
    const store = journalStore(storage);
    store.keep(reading('Mine'), monday);
    const before = storage.getItem(JOURNAL_KEY);
    const good = JSON.parse(exportJournal(store, monday).text);
    let text = kind;
    if (kind === 'UNKNOWN_CARD')
      text = JSON.stringify({ ...good, readings: [{ ...good.readings[0], id: 'abcd', cards: ['the-fool', 'the-tower', 'the-joker'] }] });
    if (kind === 'WRONG_COUNT') text = JSON.stringify({ ...good, readings: [{ ...good.readings[0], id: 'abcd', cards: ['the-fool'] }] });
    if (kind === 'HUGE') text = ' '.repeat(5_000_001);
    expect(importJournal(store, text)).toEqual({ ok: false, reason: 'invalid' });
    expect(storage.getItem(JOURNAL_KEY)).toBe(before);
  });

  it('reads a corrupt value as damaged, and backs it up before the first write', () => {
    const storage = new MemoryStorage();
    const good = journalStore(new MemoryStorage());
    good.keep(reading('Valid'), monday);
    const [entry] = good.list().entries;
    const raw = JSON.stringify({ [entry!.id]: entry, broken: { id: 'broken', text: 42 } });
    storage.setItem(JOURNAL_KEY, raw);
    const store = journalStore(storage);
    expect(store.list()).toEqual({ entries: [entry], damaged: true });
    expect(storage.getItem(JOURNAL_BACKUP_KEY)).toBeNull();
    store.keep(reading('New'), tuesday);
    expect(storage.getItem(JOURNAL_BACKUP_KEY)).toBe(raw);
    expect(store.list().entries.map((kept) => kept.text)).toEqual(['New', 'Valid']);
  });

  it('changes nothing when the storage is full, and says so', () => {
    const storage = new MemoryStorage(2_000);
    const store = journalStore(storage);
    expect(store.keep(reading('Small'), monday)).toEqual({ ok: true });
    const before = storage.getItem(JOURNAL_KEY);
    expect(store.keep(reading('x'.repeat(3_000)), tuesday)).toEqual({ ok: false, reason: 'quota' });
    expect(storage.getItem(JOURNAL_KEY)).toBe(before);
    expect(importJournal(store, exportJournal(journalStore(new MemoryStorage()), monday).text)).toEqual({ ok: true, added: 0, skipped: 0 });
  });

  it('gives a reading the same id wherever it is kept', () => {
    expect(journalId(reading('Text'))).toBe(journalId(reading('Text')));
    expect(journalId(reading('Text'))).not.toBe(journalId(reading('Text', { question: 'Another?' })));
    expect(journalId(reading('Text'))).toMatch(/^[0-9a-z]{4,32}$/);
  });
});
