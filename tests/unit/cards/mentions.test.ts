import { describe, expect, it } from 'vitest';
import { linkMentions } from '@/lib/cards/mentions';

const cards = [
  { name: 'The Tower', path: '/cards/the-tower' },
  { name: 'The Star', path: '/cards/the-star' },
  { name: 'Strength', path: '/cards/strength' },
  { name: 'Wheel of Fortune', path: '/cards/wheel-of-fortune' },
];
const italian = [
  { name: 'L’Imperatrice', path: '/it/carte/l-imperatrice' },
  { name: 'Il Mondo', path: '/it/carte/il-mondo' },
];

describe('linkMentions', () => {
  it('links the first mention of each card on the page, mid-sentence too', () => {
    const linked = new Set<string>();
    expect(linkMentions('After the Tower comes The Star; the Tower falls.', cards, linked)).toEqual([
      'After ',
      { text: 'the Tower', path: '/cards/the-tower' },
      ' comes ',
      { text: 'The Star', path: '/cards/the-star' },
      '; the Tower falls.',
    ]);
    expect(linkMentions('The Tower again.', cards, linked)).toEqual(['The Tower again.']);
  });

  it('matches whole names only, and a name without an article only as written', () => {
    const linked = new Set<string>();
    expect(linkMentions('Inner strength and The Towers of Babel', cards, linked)).toEqual(['Inner strength and The Towers of Babel']);
    expect(linkMentions('Strength and the Wheel of Fortune', cards, linked)).toEqual([
      { text: 'Strength', path: '/cards/strength' },
      ' and the ',
      { text: 'Wheel of Fortune', path: '/cards/wheel-of-fortune' },
    ]);
  });

  it('knows elided articles and leaves the common noun alone', () => {
    const linked = new Set<string>();
    expect(linkMentions('il mondo intero e l’Imperatrice, poi il Mondo', italian, linked)).toEqual([
      'il mondo intero e ',
      { text: 'l’Imperatrice', path: '/it/carte/l-imperatrice' },
      ', poi ',
      { text: 'il Mondo', path: '/it/carte/il-mondo' },
    ]);
  });
});
