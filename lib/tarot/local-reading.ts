import { readingFor } from './reading';
import type { ReadingAsk } from './reading-contract';
import { cardParagraphs as paragraphsOf, safeTemplateReading, yesNoAnswer } from './reader/template';
import type { TarotText } from './text';

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

/** A yes-or-no reading's answer in a few words, shown with the revealed cards. */
export function answerOf(ask: ReadingAsk, text: TarotText): string | undefined {
  return yesNoAnswer(readingFor(ask), text);
}
