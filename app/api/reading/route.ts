import { jsonError, readJsonBody } from '@/lib/api/json-body';
import { clientKey, createRateLimiter, retryAfter } from '@/lib/api/rate-limit';
import { aiConfig } from '@/lib/ai/config';
import { describeIssues, MAX_BODY_BYTES, parseReadingRequest } from '@/lib/ai/reading-request';
import { answerReading } from '@/lib/ai/reading-service';
import { encodeEvents } from '@/lib/ai/reading-stream';

const config = aiConfig();
const limiter = createRateLimiter({
  points: config.READING_RATE_LIMIT,
  durationSeconds: config.READING_RATE_WINDOW_SECONDS,
  keyPrefix: 'reading',
  redisUrl: config.REDIS_URL,
});

/** The written reading, streamed as NDJSON events; the `X-Reading-Source` header says `ai` or `template`. */
export async function POST(request: Request) {
  const wait = await retryAfter(limiter, clientKey(request, config.TRUSTED_PROXY_COUNT));
  if (wait !== null) return jsonError(429, 'Too many readings; please wait a moment', {}, { 'retry-after': String(wait) });

  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const parsed = parseReadingRequest(body.value);
  if (!parsed.success) return jsonError(400, 'Invalid reading request', { issues: describeIssues(parsed.error) });

  const { source, events } = await answerReading(parsed.data, config);
  return new Response(encodeEvents(events), {
    headers: {
      'content-type': 'application/x-ndjson; charset=utf-8',
      'cache-control': 'no-store',
      'x-reading-source': source,
    },
  });
}
