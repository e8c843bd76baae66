import type { DeckChoice } from './deck-settings';

/** The 22 major arcana in traditional order, 0 The Fool … XXI The World (The Empress is III). */
export const majorIds = [
  'the-fool',
  'the-magician',
  'the-high-priestess',
  'the-empress',
  'the-emperor',
  'the-hierophant',
  'the-lovers',
  'the-chariot',
  'strength',
  'the-hermit',
  'wheel-of-fortune',
  'justice',
  'the-hanged-man',
  'death',
  'temperance',
  'the-devil',
  'the-tower',
  'the-star',
  'the-moon',
  'the-sun',
  'judgement',
  'the-world',
] as const;

/** The minor arcana's suits, in the order the deck lists them, and each suit's fourteen ranks. */
export const suits = ['wands', 'cups', 'swords', 'pentacles'] as const;
export const ranks = [
  'ace',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'page',
  'knight',
  'queen',
  'king',
] as const;

export type MajorId = (typeof majorIds)[number];
export type Suit = (typeof suits)[number];
export type Rank = (typeof ranks)[number];
export type MinorId = `${Rank}-of-${Suit}`;
export type CardId = MajorId | MinorId;

export const minorIds: readonly MinorId[] = suits.flatMap((suit) => ranks.map((rank): MinorId => `${rank}-of-${suit}`));

/** The whole deck: the majors, then wands, cups, swords and pentacles, ace to king. */
export const cardIds = [...majorIds, ...minorIds] as readonly CardId[] as readonly [CardId, ...CardId[]];

export const DECK_SIZE = cardIds.length;

export function deckCards(deck: DeckChoice): readonly CardId[] {
  return deck === 'full' ? cardIds : majorIds;
}

const numerals = [
  '0',
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
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
];

export type Card =
  | { id: MajorId; arcana: 'major'; index: number; numeral: string; image: string }
  | { id: MinorId; arcana: 'minor'; index: number; suit: Suit; rank: Rank; numeral: string; image: string };

/** A minor card's suit and rank, read from its id. */
export function minorParts(id: MinorId): { suit: Suit; rank: Rank } {
  const [rank, suit] = id.split('-of-') as [Rank, Suit];
  return { suit, rank };
}

/** Every card with its place in the deck (0–77): a major's place is its traditional number. */
export const deck: readonly Card[] = cardIds.map((id, index): Card => {
  const image = `/cards/${id}.svg`;
  if (index < majorIds.length) return { id: id as MajorId, arcana: 'major', index, numeral: numerals[index]!, image };
  const parts = minorParts(id as MinorId);
  const rankNumber = ranks.indexOf(parts.rank) + 1;
  // Pips carry their number (the ace is I); court cards carry none.
  return { id: id as MinorId, arcana: 'minor', index, ...parts, numeral: rankNumber <= 10 ? numerals[rankNumber]! : '', image };
});

export const cardBackImage = '/cards/back.svg';

/** Card art is drawn at 3:5. */
export const CARD_IMAGE_SIZE = { width: 240, height: 400 } as const;

const cardIndex = new Map<string, number>(cardIds.map((id, index) => [id, index]));

export function isCardId(value: unknown): value is CardId {
  return typeof value === 'string' && cardIndex.has(value);
}

export function isMajor(id: CardId): id is MajorId {
  return cardIndex.get(id)! < majorIds.length;
}

export function cardById(id: CardId): Card {
  return deck[cardIndex.get(id)!]!;
}

/** The cards of one suit, ace to king. */
export function suitCards(suit: Suit): readonly MinorId[] {
  return minorIds.filter((id) => id.endsWith(`-of-${suit}`));
}
