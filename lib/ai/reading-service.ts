import 'server-only';
import { tarotTexts } from '../tarot/catalog';
import { buildMiniLovePrompt, buildReadingPrompt } from '../tarot/prompt';
import { safeMiniLoveReading, type MiniLoveCards } from '../tarot/mini-love';
import { localReading, readingFor } from '../tarot/local-reading';
import { aiConfig, type AiConfig } from '../server/config';
import { generateText } from './gemini';
import type { ReadingRequest } from './reading-request';
import { streamReading, type ReadingPlan, type ReadingResponse } from './reading-stream';

function plan(request: ReadingRequest): ReadingPlan {
  const text = tarotTexts[request.locale];
  if (request.kind === 'mini-love') {
    return {
      prompt: buildMiniLovePrompt(request.cards as unknown as MiniLoveCards, request.locale, text),
      fallback: () => safeMiniLoveReading(request.cards, text),
    };
  }
  return { prompt: buildReadingPrompt(readingFor(request), text), fallback: () => localReading(request, text) };
}

/** The written reading for a validated request: Gemini's, streamed, or the template reading. */
export function answerReading(request: ReadingRequest, config: AiConfig = aiConfig()): Promise<ReadingResponse> {
  const key = config.GEMINI_API_KEY;
  return streamReading(plan(request), {
    generate: key ? (prompt, signal) => generateText(prompt, { ...config, GEMINI_API_KEY: key }, signal) : undefined,
    firstChunkTimeoutMs: config.GEMINI_FIRST_CHUNK_TIMEOUT_MS,
    totalTimeoutMs: config.GEMINI_TOTAL_TIMEOUT_MS,
  });
}
