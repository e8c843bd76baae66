import type { CardId } from './deck';
import { cardName, format, type CardNames, type TarotText } from './text';

/** 'What Is He Thinking?' (SPEC §3): four positions, in this order. */
export const miniLovePositions = ['currentThoughts', 'hiddenFeelings', 'futureIntentions', 'advice'] as const;

export type MiniLovePosition = (typeof miniLovePositions)[number];
export type MiniLoveCards = readonly [CardId, CardId, CardId, CardId];

export const MINI_LOVE_CARD_COUNT = miniLovePositions.length;

export interface MiniLoveSlot {
  card: CardId;
  position: MiniLovePosition;
  positionLabel: string;
  name: string;
  text: string;
}

/** Each card's text for its position: its own for the five cards that have one, the position's otherwise. */
export function miniLoveSlots(cards: MiniLoveCards, text: Pick<TarotText, 'MiniLove'> & CardNames): MiniLoveSlot[] {
  const own: Partial<Record<CardId, Record<MiniLovePosition, string>>> = text.MiniLove.cardTexts;
  return miniLovePositions.map((position, index) => {
    const card = cards[index]!;
    const name = cardName(text, card);
    return {
      card,
      position,
      positionLabel: text.MiniLove.positions[position],
      name,
      text: own[card]?.[position] ?? format(text.MiniLove.generic[position], { card: name }),
    };
  });
}
