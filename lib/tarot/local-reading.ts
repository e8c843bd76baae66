import type { Locale } from '../i18n/routing';
import type { CardId } from './deck';
import { questionTheme, signalsCrisis } from './keywords';
import type { Reading } from './reading';
import type { ReadingType } from './spreads';
import { safeTemplateReading } from './template-reading';
import type { TarotText } from './text';

/** What a visitor asks to have read: the cards, the spread, the question, the language. */
export interface ReadingAsk {
  cards: readonly CardId[];
  type: ReadingType;
  question?: string;
  locale: Locale;
}

/** The reading to give. A question that signals a crisis is never read for predictions: the cards speak generally. */
export function readingFor(ask: ReadingAsk): Reading {
  const crisis = signalsCrisis(ask.question);
  return {
    cards: ask.cards,
    type: ask.type,
    question: crisis ? undefined : ask.question,
    theme: crisis ? 'GENERAL' : questionTheme(ask.question),
    locale: ask.locale,
  };
}

/** The local template reading for an ask: what the server sends without Gemini, and the browser without the server. */
export function localReading(ask: ReadingAsk, text: TarotText): string {
  return safeTemplateReading(readingFor(ask), text);
}
