import { afterEach, describe, expect, it } from 'vitest';
import { DAY_CARD_ASIDE_KEY, DAY_CARD_KEY, dayCardAsk, dayKey } from '@/lib/tarot/day-card';
import { parseDayCard, storeDayCard, todaysCard } from '@/lib/tarot/day-card-schema';
import { MemoryStorage } from '../memory-storage';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

/** The day key of an instant as a visitor in `timeZone` sees it. */
function keyIn(timeZone: string, instant: string): string {
  process.env.TZ = timeZone;
  return dayKey(new Date(instant));
}

describe('the day of the card of the day', () => {
  it('turns at the visitor’s local midnight, not at UTC’s', () => {
    expect(keyIn('America/Los_Angeles', '2026-11-26T07:59:59Z')).toBe('2026-11-25');
    expect(keyIn('America/Los_Angeles', '2026-11-26T08:00:00Z')).toBe('2026-11-26');
    expect(keyIn('Europe/Madrid', '2026-11-25T22:59:59Z')).toBe('2026-11-25');
    expect(keyIn('Europe/Madrid', '2026-11-25T23:00:00Z')).toBe('2026-11-26');
    expect(keyIn('Asia/Tokyo', '2026-11-25T14:59:59Z')).toBe('2026-11-25');
    expect(keyIn('Asia/Tokyo', '2026-11-25T15:00:00Z')).toBe('2026-11-26');
  });

  it('is the same instant on different days in different places', () => {
    expect(keyIn('Pacific/Kiritimati', '2026-12-31T12:00:00Z')).toBe('2027-01-01');
    expect(keyIn('Pacific/Pago_Pago', '2026-12-31T12:00:00Z')).toBe('2026-12-31');
  });

  it('keeps summer time days whole', () => {
    // Spain moves its clocks back on 25 October 2026: that day lasts 25 hours.
    expect(keyIn('Europe/Madrid', '2026-10-25T00:30:00Z')).toBe('2026-10-25');
    expect(keyIn('Europe/Madrid', '2026-10-25T22:59:00Z')).toBe('2026-10-25');
    expect(keyIn('Europe/Madrid', '2026-10-25T23:00:00Z')).toBe('2026-10-26');
  });
});

describe('the kept card of the day', () => {
  const drawn = { day: '2026-11-25', card: 'the-star' as const };

  it('is today’s until midnight, then over', () => {
    process.env.TZ = 'Europe/Rome';
    const stored = parseDayCard(JSON.stringify(drawn));
    expect(todaysCard(stored, new Date('2026-11-25T22:59:00Z'))).toEqual(drawn);
    expect(todaysCard(stored, new Date('2026-11-25T23:00:00Z'))).toBeUndefined();
  });

  it('reads nothing, a card, or an unreadable value, with zod', () => {
    expect(parseDayCard(null)).toEqual({ kind: 'none' });
    expect(parseDayCard('')).toEqual({ kind: 'none' });
    expect(parseDayCard('{oops')).toEqual({ kind: 'unreadable' });
    expect(parseDayCard(JSON.stringify({ ...drawn, card: 'the-joker' }))).toEqual({ kind: 'unreadable' });
    expect(parseDayCard(JSON.stringify({ ...drawn, day: 'today' }))).toEqual({ kind: 'unreadable' });
    expect(parseDayCard(JSON.stringify({ ...drawn, readings: { es: { text: 'Hola', source: 'magic' } } }))).toEqual({ kind: 'unreadable' });
    const read = { ...drawn, readings: { it: { text: 'Oggi…', source: 'template' } } };
    expect(parseDayCard(JSON.stringify(read))).toEqual({ kind: 'card', value: read });
  });

  it('moves an unreadable value aside before writing, never losing it', () => {
    const storage = new MemoryStorage();
    storage.setItem(DAY_CARD_KEY, '{"day": broken');
    expect(storeDayCard(storage, drawn)).toBe(true);
    expect(storage.getItem(DAY_CARD_ASIDE_KEY)).toBe('{"day": broken');
    expect(JSON.parse(storage.getItem(DAY_CARD_KEY)!)).toEqual(drawn);
    // An earlier day's valid card is simply replaced.
    storeDayCard(storage, { day: '2026-11-26', card: 'the-sun' });
    expect(storage.getItem(DAY_CARD_ASIDE_KEY)).toBe('{"day": broken');
    // A second unreadable value is kept beside the first, not over it.
    storage.setItem(DAY_CARD_KEY, 'also broken');
    storeDayCard(storage, drawn);
    expect([storage.getItem(DAY_CARD_ASIDE_KEY), storage.getItem(`${DAY_CARD_ASIDE_KEY}.2`)]).toEqual(['{"day": broken', 'also broken']);
  });

  it('says when storage is blocked or full', () => {
    expect(storeDayCard(null, drawn)).toBe(false);
    expect(storeDayCard(new MemoryStorage(10), drawn)).toBe(false);
  });

  it('is read with one ask, whatever page asks', () => {
    expect(dayCardAsk('the-star', 'es')).toEqual({ cards: ['the-star'], type: 'card-of-the-day', locale: 'es' });
  });
});
