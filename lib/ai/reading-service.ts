import 'server-only';
import { tarotTexts } from '../tarot/catalog';
import { questionTheme, signalsCrisis } from '../tarot/keywords';
import { buildMiniLovePrompt, buildReadingPrompt } from '../tarot/prompt';
import type { MiniLoveCards } from '../tarot/mini-love';
import type { Reading } from '../tarot/reading';
import { safeTemplateReading } from '../tarot/template-reading';
import { aiConfig, type AiConfig } from './config';
import { generateText } from './gemini';
import type { ReadingRequest } from './reading-request';
import { streamReading, type ReadingPlan, type ReadingResponse } from './reading-stream';

function plan(request: ReadingRequest): ReadingPlan {
  const text = tarotTexts[request.locale];
  if (request.kind === 'mini-love') {
    return {
      prompt: buildMiniLovePrompt(request.cards as unknown as MiniLoveCards, request.locale, text),
      fallback: () => text.MiniLove.fallback,
    };
  }
  // A question that signals a crisis is never read for predictions: the cards speak generally.
  const crisis = signalsCrisis(request.question);
  const reading: Reading = {
    cards: request.cards,
    type: request.type,
    question: crisis ? undefined : request.question,
    theme: crisis ? 'GENERAL' : questionTheme(request.question),
    locale: request.locale,
  };
  return { prompt: buildReadingPrompt(reading, text), fallback: () => safeTemplateReading(reading, text) };
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
