import { jsonError, readJsonBody } from '@/lib/api/json-body';
import { clientKey, createRateLimiter, networkKey, retryAfter } from '@/lib/api/rate-limit';
import { refuseForeignRequest } from '@/lib/api/same-origin';
import { aiConfig } from '@/lib/server/config';
import { describeIssues, MAX_BODY_BYTES, parseReadingRequest } from '@/lib/ai/reading-request';
import { answerReading } from '@/lib/ai/reading-service';
import { encodeEvents } from '@/lib/ai/reading-stream';
import { siteUrl } from '@/lib/seo/site';
import { READING_SOURCE_HEADER } from '@/lib/tarot/reading-contract';

const config = aiConfig();
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

/** Whether this reading may call Gemini: within its network's share, then within the site's budget. */
async function mayCallGemini(client: string): Promise<boolean> {
  if (config.GEMINI_API_KEY === undefined) return false;
  if ((await retryAfter(geminiCallsPerNetwork, networkKey(client))) !== null) return false;
  return (await retryAfter(geminiCalls, 'site')) === null;
}

/** The written reading, streamed as NDJSON events; the `X-Reading-Source` header says `ai` or `template`. */
export async function POST(request: Request) {
  const refusal = refuseForeignRequest(request, siteUrl.origin);
  if (refusal) return jsonError(refusal.status, refusal.error);

  const client = clientKey(request, config.TRUSTED_PROXY_COUNT);
  const wait = await retryAfter(perClient, client);
  if (wait !== null) return jsonError(429, 'Too many readings; please wait a moment', {}, { 'retry-after': String(wait) });

  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const parsed = parseReadingRequest(body.value);
  if (!parsed.success) return jsonError(400, 'Invalid reading request', { issues: describeIssues(parsed.error) });

  // Past either budget the visitor still gets a whole reading, from the template.
  const { source, events } = await answerReading(parsed.data, (await mayCallGemini(client)) ? config : { ...config, GEMINI_API_KEY: undefined });
  return new Response(encodeEvents(events), {
    headers: {
      'content-type': 'application/x-ndjson; charset=utf-8',
      'cache-control': 'no-store',
      [READING_SOURCE_HEADER]: source,
    },
  });
}

function methodNotAllowed() {
  return jsonError(405, 'Ask for a reading with a POST of JSON', {}, { allow: 'POST' });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
