import { describe, expect, it } from 'vitest';
import { setFor } from '@/components/reading/card-texts';
import { cardTextsSchema } from '@/components/reading/card-texts-schema';
import type { CardText } from '@/components/reading/card-text';

const text: CardText = {
  name: 'The Fool',
  grammar: { number: 'singular', gender: 'masculine' },
  keywords: 'beginnings',
  alt: 'A young traveller at a cliff edge',
  path: '/cards/the-fool',
  reversedKeywords: 'recklessness',
};

describe('which card texts a reading loads', () => {
  it('loads nothing before a card is picked, or when the page brought every picked card', () => {
    expect(setFor([], {}, false)).toBeUndefined();
    expect(setFor([], {}, true)).toBeUndefined();
    expect(setFor(['the-fool'], { 'the-fool': text }, true)).toBeUndefined();
  });

  it("loads the majors' texts for a reading of the major arcana", () => {
    expect(setFor(['the-fool', 'the-sun'], {}, false)).toBe('major');
  });

  it("loads the whole deck's once the whole deck is chosen or a minor card is on the table", () => {
    expect(setFor(['the-fool'], {}, true)).toBe('deck');
    expect(setFor(['the-fool', 'three-of-cups'], {}, false)).toBe('deck');
    expect(setFor(['three-of-cups'], { 'the-fool': text }, false)).toBe('deck');
  });

  it('reads what the server sends, and refuses an unknown card or a missing field', () => {
    expect(cardTextsSchema.parse({ 'the-fool': text })).toEqual({ 'the-fool': text });
    expect(cardTextsSchema.safeParse({ 'the-joker': text }).success).toBe(false);
    expect(cardTextsSchema.safeParse({ 'the-fool': { ...text, alt: undefined } }).success).toBe(false);
  });
});
