import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSpreadCode, spreadCode } from '@/lib/share/spread-code';
import { cardIds } from '@/lib/tarot/deck';
import { expectedCardCount, readingTypeIds } from '@/lib/tarot/spreads';

/** Any valid spread: a type and that many distinct cards, in any order. */
const spread = fc
  .constantFrom(...readingTypeIds)
  .chain((type) =>
    fc
      .shuffledSubarray([...cardIds], { minLength: expectedCardCount(type), maxLength: expectedCardCount(type) })
      .map((cards) => ({ type, cards })),
  );

describe('shared spread codes', () => {
  it('round-trip every spread of every reading type', () => {
    fc.assert(
      fc.property(spread, (selection) => {
        const code = spreadCode(selection);
        expect(code).toMatch(/^[a-z][0-9a-l]{1,5}$/);
        expect(parseSpreadCode(code)).toEqual({ success: true, data: selection });
      }),
      { numRuns: 2000 },
    );
  });

  it('give one code per spread, and a different one for other cards, order or type', () => {
    fc.assert(
      fc.property(spread, spread, (a, b) => {
        const same = a.type === b.type && a.cards.join() === b.cards.join();
        expect(spreadCode(a) === spreadCode(b)).toBe(same);
      }),
    );
  });

  it('are short and readable', () => {
    expect(spreadCode({ type: 'past-present-future', cards: ['the-fool', 'the-tower', 'the-star'] })).toBe('p0gh');
    expect(spreadCode({ type: 'relationship', cards: ['the-world', 'judgement', 'the-sun', 'the-moon', 'the-lovers'] })).toBe('rlkji6');
    expect(spreadCode({ type: 'quick-insight', cards: ['the-world'] })).toBe('ql');
  });

  it.each([
    ['an unknown card', 'p0gm'],
    ['a repeated card', 'p0g0'],
    ['too few cards for the type', 'p0g'],
    ['too many cards for the type', 'q01'],
    ['an unknown type', 'z0gh'],
    ['upper case', 'P0GH'],
    ['no cards', 'p'],
    ['too long', 'r012345'],
    ['another character', 'p0-h'],
  ])('refuse %s', (_, code) => {
    expect(parseSpreadCode(code).success).toBe(false);
  });

  it('refuse anything that is not a string, with a message', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = parseSpreadCode(value);
        if (typeof value !== 'string') expect(parsed).toMatchObject({ success: false, error: expect.any(String) });
      }),
    );
  });
});
