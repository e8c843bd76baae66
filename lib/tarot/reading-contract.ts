import type { Locale } from '../i18n/routing';
import type { CardId } from './deck';
import type { ReadingType } from './spreads';

/**
 * The one contract of `POST /api/reading`, shared by the route and the browser: what is asked,
 * the NDJSON events that answer it, and which source wrote the text.
 */

/** The longest question a reading takes, wherever it is typed, sent or kept. */
export const MAX_QUESTION_LENGTH = 500;

/** A spread to read: the cards, the type, the question, the language, and which cards lie reversed. */
export interface ReadingAsk {
  cards: readonly CardId[];
  type: ReadingType;
  question?: string;
  locale: Locale;
  /** Position by position, whether the card lies upside down; absent when none does. */
  reversed?: readonly boolean[];
}

/** The four cards of 'What Is He Thinking?'. */
export interface MiniLoveAsk {
  kind: 'mini-love';
  cards: readonly CardId[];
  locale: Locale;
}

export type ReadingRequest = (ReadingAsk & { kind?: 'reading' }) | MiniLoveAsk;

export const readingSources = ['ai', 'template'] as const;
export type ReadingSource = (typeof readingSources)[number];

/** The response header naming the source of the first text sent. */
export const READING_SOURCE_HEADER = 'x-reading-source';

/** One line of the response body. */
export type ReadingEvent =
  | { type: 'text'; text: string }
  /** The AI answer failed part-way: discard what came and show this complete reading instead. */
  | { type: 'replace'; text: string }
  | { type: 'done'; source: ReadingSource };

export function encodeEvent(event: ReadingEvent): string {
  return `${JSON.stringify(event)}\n`;
}

/** The events of a response body as they arrive, one per line; a line that is not an event ends the stream with an error. */
export async function* decodeEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ReadingEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    pending += decoder.decode(value, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) yield parseEvent(line);
  }
  if (pending.trim()) yield parseEvent(pending);
}

function parseEvent(line: string): ReadingEvent {
  const event: unknown = JSON.parse(line);
  if (typeof event === 'object' && event !== null && 'type' in event) {
    if ((event.type === 'text' || event.type === 'replace') && 'text' in event && typeof event.text === 'string') {
      return { type: event.type, text: event.text };
    }
    if (event.type === 'done' && 'source' in event && readingSources.includes(event.source as ReadingSource)) {
      return { type: 'done', source: event.source as ReadingSource };
    }
  }
  throw new Error('Invalid API response format');
}

/** The text and source so far, after one more event. */
export function applyEvent(state: { text: string; source: ReadingSource }, event: ReadingEvent) {
  if (event.type === 'text') return { ...state, text: state.text + event.text };
  if (event.type === 'replace') return { ...state, text: event.text };
  return { ...state, source: event.source };
}

/** Reversals as a reading spells them: absent when no card lies reversed, so an upright spread reads as it always has. */
export function reversals(reversed: readonly boolean[] | undefined): boolean[] | undefined {
  return reversed?.some(Boolean) ? [...reversed] : undefined;
}

/** The ask for a spread, always spelled the same way, so the same reading is recognised wherever it is asked. */
export function readingAsk(
  cards: readonly CardId[],
  type: ReadingType,
  question: string | undefined,
  locale: Locale,
  reversed?: readonly boolean[],
): ReadingAsk {
  const turned = reversals(reversed);
  return { cards: [...cards], type, ...(question ? { question } : {}), locale, ...(turned ? { reversed: turned } : {}) };
}
