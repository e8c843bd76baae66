import { describe, expect, it } from 'vitest';
import { loadReading, parseFullReadingQuery } from '@/lib/tarot/full-reading-state';
import { fullReadingQuery, READING_SESSION_KEY, saveReading } from '@/lib/tarot/reading-session';
import { MemoryStorage } from '../memory-storage';

describe('full reading state', () => {
  it('round-trips cards and type through the URL, and only those', () => {
    const query = fullReadingQuery(['the-fool', 'death', 'the-sun'], 'past-present-future');
    expect(query).toBe('cards=the-fool%2Cdeath%2Cthe-sun&type=past-present-future');
    expect(parseFullReadingQuery(query)).toEqual({ cards: ['the-fool', 'death', 'the-sun'], type: 'past-present-future' });
  });

  it('defaults the type to past-present-future', () => {
    expect(parseFullReadingQuery('cards=the-fool,death,the-sun')?.type).toBe('past-present-future');
  });

  it.each(['', 'cards=the-fool', 'cards=the-fool,the-fool,death', 'cards=a,b,c', 'cards=the-fool&type=nope', 'cards=the-fool,death,the-sun,justice'])(
    'rejects %j',
    (search) => {
      expect(parseFullReadingQuery(search)).toBeNull();
    },
  );

  it('remembers the question for the same reading only', () => {
    const storage = new MemoryStorage();
    const selection = { cards: ['the-fool', 'death', 'the-sun'] as const, type: 'past-present-future' as const };
    saveReading(storage, { ...selection, cards: [...selection.cards], question: 'Will it work?' });
    expect(loadReading(storage, { ...selection, cards: [...selection.cards] })?.question).toBe('Will it work?');
    expect(loadReading(storage, { cards: ['the-star'], type: 'quick-insight' })).toBeUndefined();
  });

  it('ignores corrupted storage instead of trusting or crashing', () => {
    const storage = new MemoryStorage();
    for (const junk of ['{not json', '42', '{"cards":["x"],"type":"quick-insight"}', '{"cards":["the-star"],"type":"quick-insight","question":5}']) {
      storage.setItem(READING_SESSION_KEY, junk);
      expect(loadReading(storage, { cards: ['the-star'], type: 'quick-insight' })).toBeUndefined();
    }
  });

  it('survives a full storage', () => {
    expect(() => saveReading(new MemoryStorage(10), { cards: ['the-star'], type: 'quick-insight', question: 'long enough' })).not.toThrow();
  });
});
