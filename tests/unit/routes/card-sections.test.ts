import { describe, expect, it } from 'vitest';
import { cardLink, cardSections } from '../../../lib/routes/card-sections';

describe('cardLink', () => {
  it('opens a reversed card at its Reversed section', () => {
    expect(cardLink('/cards/the-tower', true)).toBe(`/cards/the-tower#${cardSections.reversed}`);
  });

  it('opens an upright card at its top', () => {
    expect(cardLink('/es/cartas/la-torre', false)).toBe('/es/cartas/la-torre');
  });
});
