import type { Locale } from '../i18n/routing';
import type { CardId } from './deck';
import type { QuestionTheme } from './question-themes';
import { meaningThemeFor, positionsOf, type Position, type ReadingType } from './spreads';
import { cardMeaning, cardName, positionLabel, type TarotText } from './text';

/** What a reading is made of (SPEC §3): the cards in the order picked, the type, the question. */
export interface Reading {
  cards: readonly CardId[];
  type: ReadingType;
  question?: string;
  theme: QuestionTheme;
  locale: Locale;
}

export interface ReadingSlot {
  card: CardId;
  position: Position;
  positionLabel: string;
  name: string;
  meaning: string;
}

/** Pairs each card with its position, localized label, name and theme-flavoured meaning. */
export function readingSlots(reading: Reading, text: TarotText): ReadingSlot[] {
  const positions = positionsOf(reading.type);
  const theme = meaningThemeFor(reading.type, reading.theme);
  return reading.cards.map((card, index) => {
    const position = positions[index] ?? positions[positions.length - 1]!;
    return {
      card,
      position,
      positionLabel: positionLabel(text, reading.type, position.key),
      name: cardName(text, card),
      meaning: cardMeaning(text, card, theme),
    };
  });
}

/** A question as it may appear in a prompt or a reading: one line, trimmed. */
export function cleanQuestion(question: string | undefined): string {
  return (question ?? '').replace(/\s+/g, ' ').trim();
}
