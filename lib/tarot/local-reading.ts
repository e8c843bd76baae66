import { questionTheme, signalsCrisis, signalsSingle } from './keywords';
import { readingTheme, type Reading } from './reading';
import type { ReadingAsk } from './reading-contract';
import { cardParagraphs as paragraphsOf, safeTemplateReading } from './template-reading';
import type { TarotText } from './text';

/**
 * The reading to give: the spread's subject or the question's theme, and whether a love question
 * comes from someone single. A question that signals a crisis is never read for predictions: the
 * cards speak generally, whatever the spread.
 */
export function readingFor(ask: ReadingAsk): Reading {
  if (signalsCrisis(ask.question)) return { cards: ask.cards, type: ask.type, theme: 'GENERAL', locale: ask.locale };
  const theme = readingTheme({ type: ask.type, theme: questionTheme(ask.question) });
  return {
    cards: ask.cards,
    type: ask.type,
    question: ask.question,
    theme,
    locale: ask.locale,
    single: theme === 'LOVE' && signalsSingle(ask.question),
  };
}

/**
 * The local template reading for an ask: what the server sends without Gemini, the browser
 * without the server, and a shared spread's page (`shared`, opened by someone else).
 */
export function localReading(ask: ReadingAsk, text: TarotText, { shared = false } = {}): string {
  return safeTemplateReading({ ...readingFor(ask), shared }, text);
}

/** Each card's paragraph in the reading, for a revealed card to show on its own. */
export function cardParagraphs(ask: ReadingAsk, text: TarotText): string[] {
  const reading = readingFor(ask);
  return paragraphsOf(reading, text);
}
