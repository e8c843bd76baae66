/** The 22 major arcana in traditional order, 0 The Fool … XXI The World (The Empress is III). */
export const cardIds = [
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

export type CardId = (typeof cardIds)[number];

export const DECK_SIZE = cardIds.length;

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

export interface Card {
  id: CardId;
  number: number;
  numeral: string;
  image: string;
}

export const deck: readonly Card[] = cardIds.map((id, number) => ({
  id,
  number,
  numeral: numerals[number]!,
  image: `/cards/${id}.svg`,
}));

export const cardBackImage = '/cards/back.svg';

/** Card art is drawn at 3:5. */
export const CARD_IMAGE_SIZE = { width: 240, height: 400 } as const;

export function isCardId(value: unknown): value is CardId {
  return typeof value === 'string' && (cardIds as readonly string[]).includes(value);
}

export function cardById(id: CardId): Card {
  return deck[cardIds.indexOf(id)]!;
}
