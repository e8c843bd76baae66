import { describe, expect, it } from 'vitest';
import { cardIds, isMajor, majorIds, type CardId } from '@/lib/tarot/deck';
import { DECK_SETTINGS_ASIDE_KEY, DECK_SETTINGS_KEY, defaultDeckSettings } from '@/lib/tarot/deck-settings';
import { parseDeckSettings, storeDeckSettings } from '@/lib/tarot/deck-settings-schema';
import { drawFan, FAN_SIZE } from '@/lib/tarot/fan';
import { initialPicking, pickedReversed, pickingReducer } from '@/lib/tarot/picking';
import { seededRandom } from '@/lib/tarot/random';
import { frightens } from '@/lib/tarot/safety/frightening';
import { MemoryStorage } from '../memory-storage';

describe('the deck a visitor reads with', () => {
  it('is the major arcana, upright, until the visitor chooses otherwise', () => {
    expect(defaultDeckSettings).toEqual({ deck: 'major', reversals: false });
  });

  it('reads back what was stored, and nothing else', () => {
    expect(parseDeckSettings('{"deck":"full","reversals":true}')).toEqual({ deck: 'full', reversals: true });
    for (const raw of [
      '',
      'full',
      '{"deck":"tarot","reversals":true}',
      '{"deck":"full"}',
      '{"deck":"full","reversals":"yes"}',
      '[]',
      'null',
    ])
      expect(parseDeckSettings(raw), raw).toBeUndefined();
  });

  it('moves an unreadable stored value aside before writing, and keeps every copy', () => {
    const storage = new MemoryStorage();
    storage.setItem(DECK_SETTINGS_KEY, 'not json');
    expect(storeDeckSettings(storage, { deck: 'full', reversals: false })).toBe(true);
    expect(storage.getItem(DECK_SETTINGS_ASIDE_KEY)).toBe('not json');
    storage.setItem(DECK_SETTINGS_KEY, '{"deck":1}');
    expect(storeDeckSettings(storage, { deck: 'major', reversals: true })).toBe(true);
    expect(storage.getItem(DECK_SETTINGS_ASIDE_KEY)).toBe('not json');
    expect(storage.getItem(`${DECK_SETTINGS_ASIDE_KEY}.2`)).toBe('{"deck":1}');
    expect(parseDeckSettings(storage.getItem(DECK_SETTINGS_KEY)!)).toEqual({ deck: 'major', reversals: true });
  });

  it('says so when storage refuses, and writes nothing without storage', () => {
    expect(storeDeckSettings(new MemoryStorage(10), { deck: 'full', reversals: true })).toBe(false);
    expect(storeDeckSettings(null, { deck: 'full', reversals: true })).toBe(false);
  });
});

describe('the fan', () => {
  it('lays out the 22 majors, none upside down, by default', () => {
    const fan = drawFan(defaultDeckSettings, seededRandom(1));
    expect([...fan.deck].sort()).toEqual([...majorIds].sort());
    expect(fan.upsideDown).toEqual([]);
  });

  it('lays out as many cards as a phone can hold from the whole deck, any of the 78 equally likely', () => {
    const random = seededRandom(7);
    const seen = new Map<string, number>();
    const draws = 7800;
    // Counted, not asserted per draw: 15,600 assertions would take seconds on a busy machine.
    let misshapen = 0;
    for (let draw = 0; draw < draws; draw++) {
      const { deck } = drawFan({ deck: 'full', reversals: false }, random);
      if (deck.length !== FAN_SIZE || new Set(deck).size !== FAN_SIZE) misshapen++;
      for (const card of deck) seen.set(card, (seen.get(card) ?? 0) + 1);
    }
    expect(misshapen).toBe(0);
    // Each card lies in the fan 22 draws in 78: 2,200 of 7,800, give or take what chance allows (±5 sd).
    expect(seen.size).toBe(cardIds.length);
    for (const count of seen.values()) expect(Math.abs(count - 2200)).toBeLessThan(200);
    expect(cardIds.some((id) => !isMajor(id) && seen.has(id))).toBe(true);
  });

  it('leaves out, for a question asked in pain, every card whose picture would frighten, and only those', () => {
    const random = seededRandom(11);
    const seen = new Set<CardId>();
    for (let draw = 0; draw < 300; draw++) {
      const { deck, upsideDown } = drawFan({ deck: 'full', reversals: true }, random, 'illness-loved');
      expect(deck).toHaveLength(FAN_SIZE);
      // All upright, reversals on or not: a care reading's words read none reversed (round 104 graders: 0 of 308 named so).
      expect(upsideDown).toEqual([]);
      deck.forEach((card) => seen.add(card));
    }
    expect([...seen].filter((card) => frightens(card, 'illness-loved'))).toEqual([]);
    expect(seen.size).toBe(cardIds.filter((card) => !frightens(card, 'illness-loved')).length);
    // The majors alone, in a crisis: the Fool at the cliff's edge goes too, and the rest are all there.
    const majors = drawFan({ deck: 'major', reversals: false }, seededRandom(2), 'crisis').deck;
    expect([...majors].sort()).toEqual(majorIds.filter((card) => !frightens(card, 'crisis')).sort());
    expect(majors).not.toContain('the-fool');
    // Someone betrayed is spared the wound itself (the Three of Cups' third person).
    const betrayed = drawFan({ deck: 'full', reversals: false }, seededRandom(4), 'betrayal').deck;
    expect(betrayed.filter((card) => frightens(card, 'betrayal'))).toEqual([]);
  });

  it('turns about half the cards upside down when reversals are on, and the picks remember which', () => {
    const random = seededRandom(3);
    let turned = 0;
    for (let draw = 0; draw < 200; draw++) turned += drawFan({ deck: 'full', reversals: true }, random).upsideDown.length;
    expect(turned / (200 * FAN_SIZE)).toBeGreaterThan(0.45);
    expect(turned / (200 * FAN_SIZE)).toBeLessThan(0.55);

    const fan = drawFan({ deck: 'major', reversals: true }, seededRandom(5));
    let state = pickingReducer(initialPicking('past-present-future'), { kind: 'start', readingType: 'past-present-future', ...fan });
    for (const card of fan.deck.slice(0, 3)) state = pickingReducer(state, { kind: 'pick', card });
    expect(pickedReversed(state)).toEqual(fan.deck.slice(0, 3).map((card) => fan.upsideDown.includes(card)));
  });
});
