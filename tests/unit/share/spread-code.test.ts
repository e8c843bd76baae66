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
        expect(code).toMatch(/^[a-z][0-9a-l]{1,10}$/);
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
    expect(spreadCode({ type: 'yes-no', cards: ['the-sun'] })).toBe('yj');
    const celtic = ['the-fool', 'the-magician', 'the-high-priestess', 'the-empress', 'the-emperor'] as const;
    expect(
      spreadCode({ type: 'celtic-cross', cards: [...celtic, 'the-hierophant', 'the-lovers', 'the-chariot', 'strength', 'the-hermit'] }),
    ).toBe('x0123456789');
  });

  it('keep reading links shared before the new spreads the same', () => {
    for (const [code, type] of [
      ['p0gh', 'past-present-future'],
      ['rlkji6', 'relationship'],
      ['ql', 'quick-insight'],
      ['h0123', 'right-person'],
      ['d5', 'daily-energy'],
      ['m01', 'morning-evening'],
      ['c0123', 'career-path'],
      ['w012', 'work-environment'],
      ['v012', 'destination'],
      ['j0123', 'journey'],
    ] as const) {
      const parsed = parseSpreadCode(code);
      expect(parsed.success && parsed.data.type).toBe(type);
    }
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
    ['more than ten cards', 'x0123456789a'],
    ['a cross short of a card', 'x012345678'],
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
