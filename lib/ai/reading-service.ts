import 'server-only';
import { createRateLimiter, networkKey, retryAfter } from '../api/rate-limit';
import { serverConfig, type ServerConfig } from '../server/config';
import { tarotTexts } from '../tarot/catalog';
import { localReading } from '../tarot/local-reading';
import { safeMiniLoveReading, type MiniLoveCards } from '../tarot/mini-love';
import { buildMiniLovePrompt, buildReadingPrompt } from '../tarot/prompt';
import { readingFor } from '../tarot/reading';
import { generateText } from './gemini';
import type { ReadingRequest } from './reading-request';
import { streamReading, type ReadingPlan, type ReadingResponse } from './reading-stream';

const config = serverConfig();
const perClient = createRateLimiter({
  points: config.READING_RATE_LIMIT,
  durationSeconds: config.READING_RATE_WINDOW_SECONDS,
  keyPrefix: 'reading',
  redisUrl: config.REDIS_URL,
});
// One budget for the whole site, whatever a client claims to be: it bounds what Gemini can cost.
const geminiCalls = createRateLimiter({
  points: config.GEMINI_CALL_LIMIT,
  durationSeconds: config.GEMINI_CALL_WINDOW_SECONDS,
  keyPrefix: 'gemini-calls',
  redisUrl: config.REDIS_URL,
});
// A network's share of that budget: addresses are cheap to rotate within one /24 or /64.
const geminiCallsPerNetwork = createRateLimiter({
  points: config.GEMINI_CALLS_PER_NETWORK,
  durationSeconds: config.GEMINI_CALL_WINDOW_SECONDS,
  keyPrefix: 'gemini-calls-network',
  redisUrl: config.REDIS_URL,
});

/** Seconds a client must wait before its next reading, or null when it may ask now. */
export function readingWait(client: string): Promise<number | null> {
  return retryAfter(perClient, client);
}

/** Whether this reading may call Gemini: within its network's share, then within the site's budget. */
async function mayCallGemini(client: string): Promise<boolean> {
  if (config.GEMINI_API_KEY === undefined) return false;
  if ((await retryAfter(geminiCallsPerNetwork, networkKey(client))) !== null) return false;
  return (await retryAfter(geminiCalls, 'site')) === null;
}

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

/** A question that signals a crisis is answered by the template's care reading alone: no model writes to someone at risk. */
function mayUseAi(request: ReadingRequest): boolean {
  return request.kind === 'mini-love' || readingFor(request).concern !== 'crisis';
}

/** The written reading for a validated request: Gemini's, streamed, or the template reading. */
export function streamAnswer(request: ReadingRequest, settings: ServerConfig): Promise<ReadingResponse> {
  const key = mayUseAi(request) ? settings.GEMINI_API_KEY : undefined;
  return streamReading(plan(request), {
    generate: key ? (prompt, signal) => generateText(prompt, { ...settings, GEMINI_API_KEY: key }, signal) : undefined,
    firstChunkTimeoutMs: settings.GEMINI_FIRST_CHUNK_TIMEOUT_MS,
    totalTimeoutMs: settings.GEMINI_TOTAL_TIMEOUT_MS,
  });
}

/** A client's reading: from Gemini while the budgets allow, else (a whole reading still) from the template. */
export async function answerReading(request: ReadingRequest, client: string): Promise<ReadingResponse> {
  return streamAnswer(request, (await mayCallGemini(client)) ? config : { ...config, GEMINI_API_KEY: undefined });
}
