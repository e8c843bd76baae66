import { jsonError, readJsonBody } from '@/lib/api/json-body';
import { clientKey } from '@/lib/api/rate-limit';
import { refuseForeignRequest } from '@/lib/api/same-origin';
import { serverConfig } from '@/lib/server/config';
import { describeIssues, MAX_BODY_BYTES, parseReadingRequest } from '@/lib/ai/reading-request';
import { answerReading, readingWait } from '@/lib/ai/reading-service';
import { encodeEvents } from '@/lib/ai/reading-stream';
import { siteUrl } from '@/lib/seo/site';
import { READING_SOURCE_HEADER } from '@/lib/tarot/reading-contract';

const config = serverConfig();

/** The written reading, streamed as NDJSON events; the `X-Reading-Source` header says `ai` or `template`. */
export async function POST(request: Request) {
  const refusal = refuseForeignRequest(request, siteUrl.origin);
  if (refusal) return jsonError(refusal.status, refusal.error);

  const client = clientKey(request, config.TRUSTED_PROXY_COUNT);
  const wait = await readingWait(client);
  if (wait !== null) return jsonError(429, 'Too many readings; please wait a moment', {}, { 'retry-after': String(wait) });

  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const parsed = parseReadingRequest(body.value);
  if (!parsed.success) return jsonError(400, 'Invalid reading request', { issues: describeIssues(parsed.error) });

  const { source, events } = await answerReading(parsed.data, client);
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
