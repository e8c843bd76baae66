import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  cardBackImage,
  cardById,
  cardIds,
  deck,
  isCardId,
  isMajor,
  majorIds,
  minorIds,
  ranks,
  suitCards,
  suits,
  DECK_SIZE,
} from '@/lib/tarot/deck';
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

/** How each language names a minor card: its article, rank and suit. */
const minorNames = {
  en: {
    ranks: ['Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Page', 'Knight', 'Queen', 'King'],
    suits: ['Wands', 'Cups', 'Swords', 'Pentacles'],
    name: (rank: string, suit: string) => `The ${rank} of ${suit}`,
  },
  es: {
    ranks: ['As', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete', 'Ocho', 'Nueve', 'Diez', 'Sota', 'Caballo', 'Reina', 'Rey'],
    suits: ['Bastos', 'Copas', 'Espadas', 'Oros'],
    name: (rank: string, suit: string) => `${rank === 'Sota' || rank === 'Reina' ? 'La' : 'El'} ${rank} de ${suit}`,
  },
  it: {
    ranks: ['Asso', 'Due', 'Tre', 'Quattro', 'Cinque', 'Sei', 'Sette', 'Otto', 'Nove', 'Dieci', 'Fante', 'Cavaliere', 'Regina', 'Re'],
    suits: ['Bastoni', 'Coppe', 'Spade', 'Denari'],
    name: (rank: string, suit: string) => `${/^[AO]/.test(rank) ? "L'" : rank === 'Regina' ? 'La ' : 'Il '}${rank} di ${suit}`,
  },
};

describe('the deck', () => {
  it('opens with the 22 major arcana in traditional order, The Empress as III', () => {
    expect(deck.slice(0, 22).map((card) => card.index)).toEqual([...Array(22).keys()]);
    expect(deck.slice(0, 22).every((card) => card.arcana === 'major')).toBe(true);
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
    expect(majorIds.map((id) => text.Cards[id].name)).toEqual(names);
  });

  it('is 78 unique cards: the majors, then four suits of fourteen, ace to king', () => {
    expect(DECK_SIZE).toBe(78);
    expect(new Set(cardIds).size).toBe(78);
    expect(minorIds).toHaveLength(56);
    expect(cardIds.filter((id) => !isMajor(id))).toEqual(minorIds);
    for (const suit of suits) {
      expect(suitCards(suit)).toEqual(ranks.map((rank) => `${rank}-of-${suit}`));
      expect(suitCards(suit).map((id) => cardById(id).numeral)).toEqual([
        'I',
        'II',
        'III',
        'IV',
        'V',
        'VI',
        'VII',
        'VIII',
        'IX',
        'X',
        '',
        '',
        '',
        '',
      ]);
    }
    expect(deck.map((card) => card.index)).toEqual([...Array(78).keys()]);
    expect(cardById('three-of-cups')).toMatchObject({ arcana: 'minor', suit: 'cups', rank: 'three', numeral: 'III', index: 22 + 14 + 2 });
    expect(isCardId('eleven-of-cups')).toBe(false);
  });

  it.each(Object.entries(minorNames))('names the minor arcana as readers in %s do, article and all', (locale, words) => {
    const text = tarotTexts[locale as keyof typeof minorNames];
    for (const suit of suits)
      for (const [index, rank] of ranks.entries()) {
        const card = text.Cards[`${rank}-of-${suit}`];
        expect(card.name).toBe(words.name(words.ranks[index]!, words.suits[suits.indexOf(suit)]!));
        expect(card.grammar.number).toBe('singular');
      }
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

  it('shows each numbered face’s numeral on its art (court cards carry none)', () => {
    for (const card of deck.filter((card) => card.numeral)) {
      expect(readFileSync(`public${card.image}`, 'utf8'), card.id).toMatch(new RegExp(`>\\s*${card.numeral}\\s*<`));
    }
  });
});
