import { jsonError, readJsonBody } from '@/lib/api/json-body';
import { clientKey } from '@/lib/api/rate-limit';
import { refuseForeignOrigin, refuseForeignRequest } from '@/lib/api/same-origin';
import { apiTexts } from '@/lib/articles/api-texts';
import {
  admitKey,
  admitSession,
  publishingEnabled,
  refusedAnswer,
  sessionToken,
  signedInHeaders,
  signedOutHeaders,
} from '@/lib/articles/session';
import { signInSchema, type SessionStatus } from '@/lib/blog/desk';
import { safeParse } from '@/lib/safe-parse';
import { serverConfig } from '@/lib/server/config';
import { siteUrl } from '@/lib/seo/site';

const config = serverConfig();
const client = (request: Request) => clientKey(request, config.TRUSTED_PROXY_COUNT);
const answer = (status: SessionStatus, headers: Record<string, string> = {}) =>
  Response.json(status, { headers: { 'cache-control': 'no-store', ...headers } });

/** Whether the server publishes and this browser is signed in; a cookie that no longer proves the key is cleared. */
export async function GET(request: Request) {
  const admission = await admitSession(request, client(request));
  const stale = !admission.ok && sessionToken(request) !== null;
  const status = { enabled: publishingEnabled(), signedIn: admission.ok };
  return answer(status, stale ? signedOutHeaders(request) : {});
}

/** Signing in: the publish key once, from the site's own pages, through the one lockout; the answer is a cookie, never the key. */
export async function POST(request: Request) {
  const t = apiTexts(request);
  const foreign = refuseForeignRequest(request, siteUrl.origin, t.foreignRequest);
  if (foreign) return jsonError(foreign.status, foreign.error);
  const body = await readJsonBody(request, 4096);
  if (!body.ok) return body.response;
  const parsed = safeParse(signInSchema, body.value);
  if (!parsed.success) return jsonError(400, t.keyMissing);
  const admission = await admitKey(parsed.data.key, client(request));
  if (!admission.ok) return refusedAnswer(admission, t, { off: t.deskOff, unauthorized: t.wrongKey });
  return answer({ enabled: true, signedIn: true }, signedInHeaders(request));
}

/** Signing out: this browser forgets its session (a copy of the token lives until it expires or the key changes). */
export async function DELETE(request: Request) {
  const foreign = refuseForeignOrigin(request, siteUrl.origin, apiTexts(request).foreignRequest);
  if (foreign) return jsonError(foreign.status, foreign.error);
  return answer({ enabled: publishingEnabled(), signedIn: false }, signedOutHeaders(request));
}

function methodNotAllowed() {
  return jsonError(
    405,
    'GET says whether this browser is signed in; POST {"key"} signs in; DELETE signs out',
    {},
    { allow: 'GET, POST, DELETE' },
  );
}

export { methodNotAllowed as PUT, methodNotAllowed as PATCH };
