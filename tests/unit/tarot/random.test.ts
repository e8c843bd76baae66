import { describe, expect, it } from 'vitest';
import { cardIds } from '@/lib/tarot/deck';
import { hashString, seededRandom, shuffle } from '@/lib/tarot/random';

describe('shuffling (Fisher–Yates with an injected random source)', () => {
  it('returns a permutation and leaves the input alone', () => {
    const input = [...cardIds];
    const result = shuffle(input, seededRandom(7));
    expect(result).not.toBe(input);
    expect(input).toEqual([...cardIds]);
    expect([...result].sort()).toEqual([...cardIds].sort());
    expect(result).not.toEqual(input);
  });

  it('is replayable with the same seed and differs with another', () => {
    expect(shuffle(cardIds, seededRandom(42))).toEqual(shuffle(cardIds, seededRandom(42)));
    expect(shuffle(cardIds, seededRandom(42))).not.toEqual(shuffle(cardIds, seededRandom(43)));
  });

  it('puts every card in the first place about equally often', () => {
    const counts = new Map<string, number>();
    const random = seededRandom(1);
    const rounds = 22_000;
    for (let i = 0; i < rounds; i++) {
      const first = shuffle(cardIds, random)[0]!;
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    for (const id of cardIds) expect(counts.get(id)! / rounds).toBeCloseTo(1 / 22, 1);
  });

  it('uses the edges of the random range safely', () => {
    expect(shuffle([1, 2, 3], () => 0).sort()).toEqual([1, 2, 3]);
    expect(shuffle([1, 2, 3], () => 0.9999999).sort()).toEqual([1, 2, 3]);
    expect(shuffle([], Math.random)).toEqual([]);
  });

  it('hashes strings stably', () => {
    expect(hashString('the-fool')).toBe(hashString('the-fool'));
    expect(hashString('the-fool')).not.toBe(hashString('the-sun'));
  });
});
