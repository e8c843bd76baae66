import { describe, expect, it } from 'vitest';
import { forgetTable, hasKeptTable, keepTable, KEPT_TABLE_KEY } from '@/lib/tarot/kept-table';
import { keptTable, type KeptTable } from '@/lib/tarot/kept-table-schema';
import { initialPicking, pickingReducer } from '@/lib/tarot/picking';
import { MemoryStorage } from '../memory-storage';

const table: KeptTable = {
  page: '/es/tarot-amor',
  cards: ['the-tower', 'the-star', 'the-sun'],
  type: 'past-present-future',
  question: '¿Volverá?',
  interpretation: { text: 'La Torre…', source: 'template' },
};

describe('the kept table', () => {
  it('lays the same reading out again on the page that kept it, and only there', () => {
    const storage = new MemoryStorage();
    keepTable(storage, table);
    expect(keptTable(storage, '/es/tarot-amor')).toEqual(table);
    expect(keptTable(storage, '/es/tarot-gratis')).toBeUndefined();
  });

  it('keeps a mini love reading of four distinct cards', () => {
    const storage = new MemoryStorage();
    const mini: KeptTable = { page: '/blog/free-love-tarot', cards: ['the-fool', 'the-lovers', 'the-moon', 'death'], type: 'mini-love' };
    keepTable(storage, mini);
    expect(keptTable(storage, mini.page)).toEqual(mini);
    storage.setItem(KEPT_TABLE_KEY, JSON.stringify({ ...mini, cards: ['the-fool', 'the-fool', 'the-moon', 'death'] }));
    expect(keptTable(storage, mini.page)).toBeUndefined();
  });

  it.each([
    ['not JSON', '{oops'],
    ['an unknown card', JSON.stringify({ ...table, cards: ['the-tower', 'the-star', 'the-joker'] })],
    ['the wrong count for the spread', JSON.stringify({ ...table, cards: ['the-tower', 'the-star'] })],
    ['a repeated card', JSON.stringify({ ...table, cards: ['the-tower', 'the-tower', 'the-sun'] })],
    ['an unknown type', JSON.stringify({ ...table, type: 'celtic-cross' })],
    ['a question too long', JSON.stringify({ ...table, question: 'x'.repeat(501) })],
    ['an unknown source', JSON.stringify({ ...table, interpretation: { text: 'x', source: 'oracle' } })],
  ])('ignores a stored value with %s', (_, value) => {
    const storage = new MemoryStorage();
    storage.setItem(KEPT_TABLE_KEY, value);
    expect(keptTable(storage, table.page)).toBeUndefined();
    expect(storage.getItem(KEPT_TABLE_KEY)).toBe(value);
  });

  it('carries on without storage: blocked, full, or forgotten', () => {
    expect(() => keepTable(null, table)).not.toThrow();
    expect(keptTable(null, table.page)).toBeUndefined();
    expect(hasKeptTable(null)).toBe(false);
    const full = new MemoryStorage(10);
    expect(() => keepTable(full, table)).not.toThrow();
    expect(keptTable(full, table.page)).toBeUndefined();
    const storage = new MemoryStorage();
    keepTable(storage, table);
    expect(hasKeptTable(storage)).toBe(true);
    forgetTable(storage);
    expect(hasKeptTable(storage)).toBe(false);
    expect(keptTable(storage, table.page)).toBeUndefined();
  });
});

describe('restoring a reading', () => {
  it('lays the cards out face up from an idle table, and from nowhere else', () => {
    const restored = pickingReducer(initialPicking('quick-insight'), { kind: 'restore', readingType: 'past-present-future', cards: table.cards });
    expect(restored).toEqual({
      phase: 'revealed',
      readingType: 'past-present-future',
      deck: [],
      picked: table.cards,
      faceUp: [true, true, true],
    });
    const picking = pickingReducer(initialPicking('quick-insight'), { kind: 'start', readingType: 'quick-insight', deck: ['the-fool'] });
    expect(pickingReducer(picking, { kind: 'restore', readingType: 'past-present-future', cards: table.cards })).toBe(picking);
  });
});
