import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardBackImage, cardById, cardIds, deck, isCardId } from '@/lib/tarot/deck';
import { tarotTexts } from '@/lib/tarot/catalog';

const traditional = {
  en: [
    'The Fool',
    'The Magician',
    'The High Priestess',
    'The Empress',
    'The Emperor',
    'The Hierophant',
    'The Lovers',
    'The Chariot',
    'Strength',
    'The Hermit',
    'Wheel of Fortune',
    'Justice',
    'The Hanged Man',
    'Death',
    'Temperance',
    'The Devil',
    'The Tower',
    'The Star',
    'The Moon',
    'The Sun',
    'Judgement',
    'The World',
  ],
  es: [
    'El Loco',
    'El Mago',
    'La Sacerdotisa',
    'La Emperatriz',
    'El Emperador',
    'El Hierofante',
    'Los Enamorados',
    'El Carro',
    'La Fuerza',
    'El Ermitaño',
    'La Rueda de la Fortuna',
    'La Justicia',
    'El Colgado',
    'La Muerte',
    'La Templanza',
    'El Diablo',
    'La Torre',
    'La Estrella',
    'La Luna',
    'El Sol',
    'El Juicio',
    'El Mundo',
  ],
  it: [
    'Il Matto',
    'Il Mago',
    'La Papessa',
    "L'Imperatrice",
    "L'Imperatore",
    'Il Papa',
    'Gli Amanti',
    'Il Carro',
    'La Forza',
    "L'Eremita",
    'La Ruota della Fortuna',
    'La Giustizia',
    "L'Appeso",
    'La Morte',
    'La Temperanza',
    'Il Diavolo',
    'La Torre',
    'La Stella',
    'La Luna',
    'Il Sole',
    'Il Giudizio',
    'Il Mondo',
  ],
} as const;

describe('the deck', () => {
  it('is the 22 major arcana in traditional order, The Empress as III', () => {
    expect(deck).toHaveLength(22);
    expect(deck.map((card) => card.number)).toEqual([...Array(22).keys()]);
    expect(cardById('the-empress').numeral).toBe('III');
    expect(cardById('strength').numeral).toBe('VIII');
    expect(cardById('justice').numeral).toBe('XI');
    expect(cardById('the-world').numeral).toBe('XXI');
    expect(cardById('the-fool').numeral).toBe('0');
    expect(isCardId('the-empress')).toBe(true);
    expect(isCardId('the-joker')).toBe(false);
  });

  it.each(Object.entries(traditional))('has the traditional names in %s', (locale, names) => {
    const text = tarotTexts[locale as keyof typeof traditional];
    expect(cardIds.map((id) => text.Cards[id].name)).toEqual(names);
  });

  it('has a localized alt text naming each card, and one for the back', () => {
    for (const text of Object.values(tarotTexts)) {
      for (const id of cardIds) expect(text.Cards[id].alt).toContain(text.Cards[id].name);
      expect(text.Deck.backAlt.length).toBeGreaterThan(10);
    }
  });

  it('has an original SVG under 12 KB for every face and the back, with nothing that runs or loads', () => {
    for (const image of [...deck.map((card) => card.image), cardBackImage]) {
      const path = `public${image}`;
      expect(statSync(path).size, image).toBeLessThan(12 * 1024);
      const svg = readFileSync(path, 'utf8');
      expect(svg, image).toMatch(/^<svg[^>]+viewBox="0 0 240 400"/);
      expect(svg, image).not.toMatch(/<script|\son\w+=|href=|@import|<image/i);
    }
  });

  it('shows each face numeral on its art', () => {
    for (const card of deck) {
      expect(readFileSync(`public${card.image}`, 'utf8'), card.id).toMatch(new RegExp(`>\\s*${card.numeral}\\s*<`));
    }
  });
});
