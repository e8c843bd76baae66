import type { CardId } from './deck';
import { toneOf } from './arcana';
import { chooser } from './random';
import { lowerArticles, sayWith, type Grammar, type TarotText } from './text';

/** 'What Is He Thinking?': four positions, in this order. */
export const miniLovePositions = ['currentThoughts', 'hiddenFeelings', 'futureIntentions', 'advice'] as const;

export type MiniLovePosition = (typeof miniLovePositions)[number];
export type MiniLoveCards = readonly [CardId, CardId, CardId, CardId];

export const MINI_LOVE_CARD_COUNT = miniLovePositions.length;

/** What the mini reading shows and how it words each slot: its template reading's frames load with that reading. */
const MINI_LOVE_INTERFACE = [
  'title',
  'intro',
  'shuffle',
  'positions',
  'selectPrompt',
  'combinedTitle',
  'consulting',
  'fallback',
  'newReading',
  'cardTexts',
  'generic',
] as const;
export type MiniLoveInterface = Pick<TarotText['MiniLove'], (typeof MINI_LOVE_INTERFACE)[number]>;

/** The mini reading's texts a page carries (see MINI_LOVE_INTERFACE). */
export const miniLoveInterface = (texts: TarotText['MiniLove']): MiniLoveInterface =>
  Object.fromEntries(MINI_LOVE_INTERFACE.map((key) => [key, texts[key]])) as MiniLoveInterface;

export interface MiniLoveSlot {
  card: CardId;
  position: MiniLovePosition;
  positionLabel: string;
  name: string;
  text: string;
}

/** Each card's text for its position: its own for the five cards that have one, the position's otherwise. */
export function miniLoveSlots<C extends CardId>(
  cards: readonly [C, C, C, C],
  text: {
    MiniLove: Pick<TarotText['MiniLove'], 'cardTexts' | 'positions' | 'generic'>;
    Cards: Record<C, { name: string; grammar: Grammar }>;
  },
): MiniLoveSlot[] {
  const own: Partial<Record<CardId, Record<MiniLovePosition, string>>> = text.MiniLove.cardTexts;
  return miniLovePositions.map((position, index) => {
    const card = cards[index]!;
    const { name, grammar } = text.Cards[card];
    return {
      card,
      position,
      positionLabel: text.MiniLove.positions[position],
      name,
      text: own[card]?.[position] ?? sayWith(text.MiniLove.generic[position], { card: { name, grammar } }),
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
  const tone = (index: number) => toneOf(cards[index]!);
  const written = [
    `${frames.start} ${sayWith(frames.thoughts[tone(0)], named(0))}`,
    sayWith(frames.feelings[tone(1)], named(1)),
    sayWith(frames.intentions[tone(2)], named(2)),
    sayWith(choose(frames.advice, 'advice'), named(3)),
    text.Cards[cards[3]!].stances.advice,
    choose(frames.ending, 'ending'),
  ].join(' ');
  const names = cards.map((card) => text.Cards[card]);
  return lowerArticles(written, names);
}

/** The template interpretation, or the failure text if even that cannot be written. */
export function safeMiniLoveReading(cards: readonly CardId[], text: Pick<TarotText, 'MiniLove' | 'Cards'>): string {
  try {
    return miniLoveReading(cards, text);
  } catch {
    return text.MiniLove.fallback;
  }
}
