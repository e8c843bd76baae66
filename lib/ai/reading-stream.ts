import 'server-only';
import { encodeEvent, type ReadingEvent, type ReadingSource } from '../tarot/reading-contract';
import type { GeneratedChunk, Generate } from './gemini';

export interface ReadingPlan {
  prompt: string;
  /** The local reading in the visitor's language, used whenever the AI answer is not whole. */
  fallback: () => string;
}

export interface StreamOptions {
  /** Absent when no key is configured: every reading is the template. */
  generate?: Generate;
  firstChunkTimeoutMs: number;
  totalTimeoutMs: number;
  log?: (message: string, error?: unknown) => void;
}

export interface ReadingResponse {
  /** The source of the first text sent; a later `replace` event switches it to the template. */
  source: ReadingSource;
  events: ReadableStream<ReadingEvent>;
}

const COMPLETE = new Set(['STOP', 'FINISH_REASON_UNSPECIFIED']);

class IncompleteAnswer extends Error {}

function describe(error: unknown): string {
  if (error instanceof IncompleteAnswer) return error.message;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

function fromEvents(events: ReadingEvent[]): ReadableStream<ReadingEvent> {
  return new ReadableStream({
    start(controller) {
      for (const event of events) controller.enqueue(event);
      controller.close();
    },
  });
}

/**
 * Streams the AI reading as it arrives, and guarantees the visitor a whole reading: no key, an error
 * or timeout before the first words, an empty or blocked answer → the template reading; a failure
 * or cut after the first words → a `replace` event with the template reading. Errors are logged
 * on the server, never sent.
 */
export async function streamReading(plan: ReadingPlan, options: StreamOptions): Promise<ReadingResponse> {
  const log = options.log ?? ((message, error) => console.error(message, error));
  const template = (): ReadingResponse => ({
    source: 'template',
    events: fromEvents([
      { type: 'text', text: plan.fallback() },
      { type: 'done', source: 'template' },
    ]),
  });
  if (!options.generate) return template();

  const abort = new AbortController();
  const total = setTimeout(() => abort.abort(new IncompleteAnswer('Gemini answer timed out')), options.totalTimeoutMs);
  const iterator = options.generate(plan.prompt, abort.signal)[Symbol.asyncIterator]();
  const finish = () => {
    clearTimeout(total);
    abort.abort();
  };

  /** The next chunk with words in it, or the end; throws when the answer is cut or blocked. */
  const nextText = async (): Promise<GeneratedChunk | undefined> => {
    for (;;) {
      const { value, done } = await iterator.next();
      if (done) return undefined;
      if (value.finishReason && !COMPLETE.has(value.finishReason)) {
        throw new IncompleteAnswer(`Gemini answer ended early: ${value.finishReason}`);
      }
      if (value.text) return value;
    }
  };

  let first: GeneratedChunk | undefined;
  let firstTimer: ReturnType<typeof setTimeout> | undefined;
  try {
    first = await Promise.race([
      nextText(),
      new Promise<never>((_, reject) => {
        firstTimer = setTimeout(() => {
          const error = new IncompleteAnswer('Gemini sent nothing before the first-chunk timeout');
          abort.abort(error);
          reject(error);
        }, options.firstChunkTimeoutMs);
      }),
    ]);
    if (!first) throw new IncompleteAnswer('Invalid API response format: no text in the answer');
  } catch (error) {
    log(`Reading generation failed, using the template reading (${describe(error)})`, error);
    finish();
    return template();
  } finally {
    clearTimeout(firstTimer);
  }

  let sent = first.text;
  let cancelled = false;
  const events = new ReadableStream<ReadingEvent>({
    start(controller) {
      controller.enqueue({ type: 'text', text: first.text });
    },
    async pull(controller) {
      try {
        const chunk = await nextText();
        if (chunk) {
          sent += chunk.text;
          controller.enqueue({ type: 'text', text: chunk.text });
          return;
        }
        if (!sent.trim()) throw new IncompleteAnswer('Invalid API response format: empty answer');
        controller.enqueue({ type: 'done', source: 'ai' });
      } catch (error) {
        if (cancelled) return; // the visitor left: nobody to answer
        log(`Reading generation failed part-way, replacing it with the template reading (${describe(error)})`, error);
        controller.enqueue({ type: 'replace', text: plan.fallback() });
        controller.enqueue({ type: 'done', source: 'template' });
      }
      finish();
      controller.close();
    },
    cancel() {
      cancelled = true;
      finish();
    },
  });
  return { source: 'ai', events };
}

/** NDJSON: one JSON event per line, flushed as it comes. */
export function encodeEvents(events: ReadableStream<ReadingEvent>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return events.pipeThrough(
    new TransformStream<ReadingEvent, Uint8Array>({
      transform(event, controller) {
        controller.enqueue(encoder.encode(encodeEvent(event)));
      },
    }),
  );
}
