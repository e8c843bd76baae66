import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSpreadCode, spreadCode } from '@/lib/share/spread-code';
import { codePattern } from '@/lib/share/shared-path';
import { cardIds, majorIds, type CardId } from '@/lib/tarot/deck';
import { expectedCardCount, readingTypeIds } from '@/lib/tarot/spreads';

/** Any valid spread of a deck: a type and that many distinct cards, in any order, some maybe reversed. */
const spreadOf = (deck: readonly CardId[], reversible: boolean) =>
  fc.constantFrom(...readingTypeIds).chain((type) => {
    const count = expectedCardCount(type);
    return fc
      .tuple(
        fc.shuffledSubarray([...deck], { minLength: count, maxLength: count }),
        reversible ? fc.array(fc.boolean(), { minLength: count, maxLength: count }) : fc.constant(undefined),
      )
      .map(([cards, reversed]) => (reversed?.some(Boolean) ? { type, cards, reversed } : { type, cards }));
  });

const majorsUpright = spreadOf(majorIds, false);
const anySpread = spreadOf(cardIds, true);

describe('shared spread codes', () => {
  it('round-trip every spread of the major arcana, in the short form links have always had', () => {
    fc.assert(
      fc.property(majorsUpright, (selection) => {
        const code = spreadCode(selection);
        expect(code).toMatch(/^[a-z][0-9a-l]{1,10}$/);
        expect(parseSpreadCode(code)).toEqual({ success: true, data: selection });
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trip every spread of the whole deck with any cards reversed', () => {
    fc.assert(
      fc.property(anySpread, (selection) => {
        const code = spreadCode(selection);
        expect(code).toMatch(new RegExp(`^${codePattern}$`));
        expect(parseSpreadCode(code)).toEqual({ success: true, data: selection });
      }),
      { numRuns: 3000 },
    );
  });

  it('give one code per spread, and a different one for other cards, order, type or reversals', () => {
    fc.assert(
      fc.property(anySpread, anySpread, (a, b) => {
        const same = a.type === b.type && a.cards.join() === b.cards.join() && String(a.reversed ?? '') === String(b.reversed ?? '');
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
    // Two digits a card once a card lies reversed or comes from the minor arcana: place × 2, plus one when reversed.
    expect(spreadCode({ type: 'yes-no', cards: ['the-sun'], reversed: [true] })).toBe('ym13');
    expect(spreadCode({ type: 'past-present-future', cards: ['ace-of-wands', 'the-fool', 'king-of-pentacles'] })).toBe('pw18004a');
    expect(
      spreadCode({ type: 'past-present-future', cards: ['ace-of-wands', 'the-fool', 'king-of-pentacles'], reversed: [false, true, true] }),
    ).toBe('pw18014b');
  });

  it('keep reading links shared before the whole deck the same', () => {
    for (const [code, type, cards] of [
      ['p0gh', 'past-present-future', ['the-fool', 'the-tower', 'the-star']],
      ['rlkji6', 'relationship', ['the-world', 'judgement', 'the-sun', 'the-moon', 'the-lovers']],
      ['ql', 'quick-insight', ['the-world']],
      ['h0123', 'right-person', ['the-fool', 'the-magician', 'the-high-priestess', 'the-empress']],
      ['d5', 'daily-energy', ['the-hierophant']],
      ['m01', 'morning-evening', ['the-fool', 'the-magician']],
      ['c0123', 'career-path', ['the-fool', 'the-magician', 'the-high-priestess', 'the-empress']],
      ['w012', 'work-environment', ['the-fool', 'the-magician', 'the-high-priestess']],
      ['v012', 'destination', ['the-fool', 'the-magician', 'the-high-priestess']],
      ['j0123', 'journey', ['the-fool', 'the-magician', 'the-high-priestess', 'the-empress']],
      ['yj', 'yes-no', ['the-sun']],
    ] as const) {
      expect(parseSpreadCode(code)).toEqual({ success: true, data: { type, cards } });
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
    ['a place beyond the deck', 'ym4y'],
    ['a minor card in a major arcana code', 'ym18'],
    ['a repeated card in pairs', 'pw181819'],
    ['half a pair', 'pw18004'],
    ['no pairs after the deck letter', 'yw'],
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
