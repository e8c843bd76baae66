import 'server-only';
import { randomBytes } from 'node:crypto';
import { jsonError } from '../api/json-body';
import { serverConfig } from '../server/config';
import type { ApiTexts } from './api-texts';
import { admitProof, sameKey, type Admission } from './publish';
import { SESSION_COOKIE, SESSION_SECONDS, signSessionToken, verifySessionToken } from './session-token';

const config = serverConfig();

/** Whether the server publishes at all: it has a usable key. */
export const publishingEnabled = () => config.BLOG_PUBLISH_KEY !== undefined;

/** The session token a request carries, or null. */
export function sessionToken(request: Request): string | null {
  for (const pair of request.headers.get('cookie')?.split(';') ?? []) {
    const [name, ...value] = pair.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=');
  }
  return null;
}

/** Whether the visitor reached the site over TLS: an https URL, or the trusted proxy in front saying so. */
function overTls(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return config.TRUSTED_PROXY_COUNT > 0 && request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

function cookie(request: Request, value: string, maxAge: number): string {
  const secure = overTls(request) ? ['Secure'] : [];
  return [`${SESSION_COOKIE}=${value}`, 'Path=/', `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Strict', ...secure].join('; ');
}

/** The header that gives this browser a new session, signed with the key in force. */
export function signedInHeaders(request: Request, now = Date.now()): Record<string, string> {
  return { 'set-cookie': cookie(request, signSessionToken(config.BLOG_PUBLISH_KEY ?? '', now, randomBytes(16)), SESSION_SECONDS) };
}

/** The header that ends the session in this browser. */
export const signedOutHeaders = (request: Request): Record<string, string> => ({ 'set-cookie': cookie(request, '', 0) });

export type SessionAdmission = Admission | { ok: false; reason: 'absent' };

/** Signing in: whether `key` is the publish key, through the one lockout every door goes through. */
export const admitKey = (key: string, client: string) => admitProof((publishKey) => sameKey(key, publishKey), client);

/**
 * Whether a request carries a live session. A cookie that no longer proves the key (expired,
 * forged, signed with a key since changed) counts as a wrong key, and its answer clears it.
 */
export async function admitSession(request: Request, client: string): Promise<SessionAdmission> {
  const token = sessionToken(request);
  if (token === null) return publishingEnabled() ? { ok: false, reason: 'absent' } : { ok: false, reason: 'off' };
  return admitProof((publishKey) => verifySessionToken(token, publishKey, Date.now()) === 'valid', client);
}

type Refused = Exclude<SessionAdmission, { ok: true }>;

/**
 * A refused admission as an answer, as every door gives it: 501 without a key, 429 with
 * Retry-After past the lockout, else 401 saying `unauthorized` (with `challenge`'s headers).
 */
export function refusedAnswer(
  refused: Refused,
  t: ApiTexts,
  {
    off,
    unauthorized,
    challenge = {},
    headers = {},
  }: { off: string; unauthorized: string; challenge?: Record<string, string>; headers?: Record<string, string> },
): Response {
  if (refused.reason === 'off') return jsonError(501, off, {}, headers);
  if (refused.reason === 'limited') return jsonError(429, t.tooManyAttempts, {}, { ...headers, 'retry-after': String(refused.retryAfter) });
  return jsonError(401, unauthorized, {}, { ...headers, ...challenge });
}

/** The answer to a request whose session does not admit it; a cookie it carried is cleared. */
export function sessionRefusal(refused: Refused, request: Request, t: ApiTexts): Response {
  const presented = sessionToken(request) !== null;
  return refusedAnswer(refused, t, {
    off: t.deskOff,
    unauthorized: presented ? t.sessionEnded : t.notSignedIn,
    headers: presented ? signedOutHeaders(request) : {},
  });
}
