import { describe, expect, it } from 'vitest';
import { cardSelectionSchema, isValidSelection } from '@/lib/tarot/validation';

describe('card selection validation', () => {
  it.each([
    [['the-fool'], 'quick-insight', true],
    [['the-fool', 'the-sun', 'death'], 'past-present-future', true],
    [['the-fool', 'the-sun', 'death', 'justice', 'the-star'], 'relationship', true],
    [['the-fool', 'the-sun'], 'past-present-future', false],
    [['the-fool', 'the-fool', 'death'], 'past-present-future', false],
    [['the-fool', 'the-joker', 'death'], 'past-present-future', false],
    [[], 'quick-insight', false],
    [['the-fool'], 'celtic-cross', false],
    ['the-fool', 'quick-insight', false],
    [null, null, false],
  ])('%j for %s is %s', (cards, type, valid) => {
    expect(isValidSelection(cards, type)).toBe(valid);
  });

  it('says what is wrong', () => {
    const duplicate = cardSelectionSchema.safeParse({ cards: ['the-sun', 'the-sun', 'death'], type: 'past-present-future' });
    expect(duplicate.error?.issues.map((issue) => issue.message)).toContain('A card cannot be chosen twice');
    const count = cardSelectionSchema.safeParse({ cards: ['the-sun'], type: 'relationship' });
    expect(count.error?.issues.map((issue) => issue.message)).toContain('A relationship reading needs exactly 5 cards');
  });
});
