import 'server-only';
import { GoogleGenAI } from '@google/genai';
import type { ServerConfig } from '../server/config';

/** The generation settings the product specifies, exactly. */
const generationSettings = { temperature: 0.7, maxOutputTokens: 500, topP: 0.8, topK: 40 } as const;

const clients = new Map<string, GoogleGenAI>();

function client(config: ServerConfig & { GEMINI_API_KEY: string }) {
  const key = `${config.GEMINI_API_KEY}|${config.GEMINI_BASE_URL ?? ''}`;
  let found = clients.get(key);
  if (!found) {
    found = new GoogleGenAI({
      apiKey: config.GEMINI_API_KEY,
      httpOptions: { apiVersion: 'v1', ...(config.GEMINI_BASE_URL && { baseUrl: config.GEMINI_BASE_URL }) },
    });
    clients.set(key, found);
  }
  return found;
}

export interface GeneratedChunk {
  text: string;
  /** Set on the last chunk: STOP when the answer is whole; MAX_TOKENS, SAFETY… when it was cut. */
  finishReason?: string;
}

export type Generate = (prompt: string, signal: AbortSignal) => AsyncIterable<GeneratedChunk>;

/**
 * Streams Gemini's answer to `prompt`. Throws (ApiError, TypeError, AbortError, SyntaxError…) when
 * the service fails; the caller decides what the visitor gets instead.
 */
export async function* generateText(
  prompt: string,
  config: ServerConfig & { GEMINI_API_KEY: string },
  signal: AbortSignal,
): AsyncGenerator<GeneratedChunk> {
  const stream = await client(config).models.generateContentStream({
    model: config.GEMINI_MODEL,
    contents: [{ role: 'user', parts: [{ text: prompt }] }],
    config: { ...generationSettings, abortSignal: signal },
  });
  for await (const chunk of stream) {
    const finishReason = chunk.candidates?.[0]?.finishReason;
    yield { text: chunk.text ?? '', ...(finishReason && { finishReason }) };
  }
}
