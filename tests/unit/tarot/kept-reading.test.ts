import { describe, expect, it } from 'vitest';
import {
  forgetTable,
  fullReadingQuery,
  hasKeptTable,
  keepTable,
  KEPT_TABLE_KEY,
  READING_SESSION_KEY,
  saveReading,
} from '@/lib/tarot/kept-reading';
import { loadReading, parseFullReadingQuery, parseStoredReading } from '@/lib/tarot/kept-reading-schema';
import { keptTable, type KeptTable } from '@/lib/tarot/kept-table';
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
    const restored = pickingReducer(initialPicking('quick-insight'), {
      kind: 'restore',
      readingType: 'past-present-future',
      cards: table.cards,
    });
    expect(restored).toEqual({
      phase: 'revealed',
      readingType: 'past-present-future',
      deck: [],
      upsideDown: [],
      picked: table.cards,
      faceUp: [true, true, true],
    });
    const turned = pickingReducer(initialPicking('quick-insight'), {
      kind: 'restore',
      readingType: 'past-present-future',
      cards: table.cards,
      reversed: [false, true, false],
    });
    expect(turned.upsideDown).toEqual([table.cards[1]]);
    const picking = pickingReducer(initialPicking('quick-insight'), { kind: 'start', readingType: 'quick-insight', deck: ['the-fool'] });
    expect(pickingReducer(picking, { kind: 'restore', readingType: 'past-present-future', cards: table.cards })).toBe(picking);
  });
});

describe('full reading state', () => {
  it('round-trips cards and type through the URL, and only those', () => {
    const query = fullReadingQuery({ cards: ['the-fool', 'death', 'the-sun'], type: 'past-present-future' });
    expect(query).toBe('cards=the-fool%2Cdeath%2Cthe-sun&type=past-present-future');
    expect(parseFullReadingQuery(query)).toEqual({ cards: ['the-fool', 'death', 'the-sun'], type: 'past-present-future' });
  });

  it('defaults the type to past-present-future', () => {
    expect(parseFullReadingQuery('cards=the-fool,death,the-sun')?.type).toBe('past-present-future');
  });

  it.each([
    '',
    'cards=the-fool',
    'cards=the-fool,the-fool,death',
    'cards=a,b,c',
    'cards=the-fool&type=nope',
    'cards=the-fool,death,the-sun,justice',
  ])('rejects %j', (search) => {
    expect(parseFullReadingQuery(search)).toBeNull();
  });

  it('remembers the question for the same reading only', () => {
    const storage = new MemoryStorage();
    const selection = { cards: ['the-fool', 'death', 'the-sun'] as const, type: 'past-present-future' as const };
    saveReading(storage, { ...selection, cards: [...selection.cards], question: 'Will it work?' });
    expect(loadReading(storage, { ...selection, cards: [...selection.cards] }, 'en')?.question).toBe('Will it work?');
    expect(loadReading(storage, { cards: ['the-star'], type: 'quick-insight' }, 'en')).toBeUndefined();
  });

  it('keeps a written reading for its own language only: another language keeps the question and writes anew', () => {
    const storage = new MemoryStorage();
    const kept = { cards: ['the-star' as const], type: 'quick-insight' as const, question: '¿Ahora?', locale: 'es' as const };
    saveReading(storage, { ...kept, interpretation: { text: 'La Estrella…', source: 'template' } });
    const selection = { cards: ['the-star' as const], type: 'quick-insight' as const };
    expect(loadReading(storage, selection, 'es')?.interpretation?.text).toBe('La Estrella…');
    const switched = loadReading(storage, selection, 'it');
    expect(switched?.question).toBe('¿Ahora?');
    expect(switched?.interpretation).toBeUndefined();
  });

  it('ignores corrupted storage instead of trusting or crashing', () => {
    const storage = new MemoryStorage();
    for (const junk of [
      '{not json',
      '42',
      '{"cards":["x"],"type":"quick-insight"}',
      '{"cards":["the-star"],"type":"quick-insight","question":5}',
    ]) {
      storage.setItem(READING_SESSION_KEY, junk);
      expect(loadReading(storage, { cards: ['the-star'], type: 'quick-insight' }, 'en')).toBeUndefined();
    }
  });

  it('survives a full storage', () => {
    expect(() => saveReading(new MemoryStorage(10), { cards: ['the-star'], type: 'quick-insight', question: 'long enough' })).not.toThrow();
  });
});

// Visitors' tabs hold what earlier versions kept: the keys and the JSON stay as they are.
describe('what a tab holds', () => {
  it("keeps a page's table under tarot.table and the full reading under tarot.reading", () => {
    expect(KEPT_TABLE_KEY).toBe('tarot.table');
    expect(READING_SESSION_KEY).toBe('tarot.reading');
    const storage = new MemoryStorage();
    keepTable(storage, {
      page: '/blog/free-love-tarot',
      cards: ['the-fool', 'the-lovers', 'the-moon', 'death'],
      type: 'mini-love',
      question: undefined,
      interpretation: undefined,
    });
    expect(storage.getItem('tarot.table')).toBe(
      '{"page":"/blog/free-love-tarot","cards":["the-fool","the-lovers","the-moon","death"],"type":"mini-love"}',
    );
    keepTable(storage, table);
    expect(storage.getItem('tarot.table')).toBe(
      '{"page":"/es/tarot-amor","cards":["the-tower","the-star","the-sun"],"type":"past-present-future","question":"¿Volverá?","interpretation":{"text":"La Torre…","source":"template"}}',
    );
    const ask = { cards: ['the-star'] as const, type: 'quick-insight' as const, question: 'Now?', locale: 'en' as const };
    saveReading(storage, { ...ask, cards: [...ask.cards], interpretation: { text: 'The Star…', source: 'ai' } });
    const raw = storage.getItem('tarot.reading');
    expect(raw).toBe(
      '{"cards":["the-star"],"type":"quick-insight","question":"Now?","locale":"en","interpretation":{"text":"The Star…","source":"ai"}}',
    );
    expect(parseStoredReading(raw, { cards: ['the-star'], type: 'quick-insight' }, 'en')).toEqual({
      cards: ['the-star'],
      type: 'quick-insight',
      question: 'Now?',
      locale: 'en',
      interpretation: { text: 'The Star…', source: 'ai' },
    });
  });
});
