import type { CardId } from './deck';
import { arcana } from './arcana';
import { chooser } from './random';
import { format } from '../format';
import { cardName, sayWith, type CardNames, type TarotText } from './text';

/** 'What Is He Thinking?': four positions, in this order. */
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

/**
 * The combined interpretation made here when Gemini is absent or fails: what his thoughts,
 * feelings and intentions lean to, the advice card's counsel, a hopeful last word.
 */
export function miniLoveReading(cards: readonly CardId[], text: Pick<TarotText, 'MiniLove' | 'Cards'>): string {
  const frames = text.MiniLove.combined;
  const choose = chooser(cards.join());
  const named = (index: number) => {
    const card = text.Cards[cards[index]!];
    return { card: { name: card.name, grammar: card.grammar } };
  };
  const tone = (index: number) => arcana[cards[index]!].tone;
  return [
    `${frames.start} ${sayWith(frames.thoughts[tone(0)], named(0))}`,
    sayWith(frames.feelings[tone(1)], named(1)),
    sayWith(frames.intentions[tone(2)], named(2)),
    sayWith(choose(frames.advice, 'advice'), named(3)),
    text.Cards[cards[3]!].stances.advice,
    choose(frames.ending, 'ending'),
  ].join(' ');
}

/** The template interpretation, or the failure text if even that cannot be written. */
export function safeMiniLoveReading(cards: readonly CardId[], text: Pick<TarotText, 'MiniLove' | 'Cards'>): string {
  try {
    return miniLoveReading(cards, text);
  } catch {
    return text.MiniLove.fallback;
  }
}
