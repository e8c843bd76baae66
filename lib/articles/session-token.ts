import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signed-in editor's cookie: a signed token, never the key (HttpOnly, SameSite=Strict, Secure over TLS). */
export const SESSION_COOKIE = 'blogSession';

/** How long a sign-in lasts: the cookie's Max-Age and the token's own expiry. */
export const SESSION_SECONDS = 12 * 60 * 60;

// Instances' clocks may differ a little: a token from one a few minutes ahead is still good.
const CLOCK_SKEW_SECONDS = 300;

// `v1.<expiry in seconds>.<random id, 16 bytes>.<HMAC-SHA256>`, each part base64url.
const shape = /^v1\.(\d{10})\.[\w-]{22}\.([\w-]{43})$/;

/**
 * Tokens are signed with a key of their own, derived from the publish key: a signature is never
 * something another door accepts, and a new publish key makes every token ever issued worthless.
 */
function signature(publishKey: string, payload: string): Buffer {
  const sessionKey = createHmac('sha256', publishKey).update('blog-session-v1').digest();
  return createHmac('sha256', sessionKey).update(payload).digest();
}

/** A session token for an editor who proved the publish key at `now` (ms), its `id` 16 random bytes. */
export function signSessionToken(publishKey: string, now: number, id: Uint8Array): string {
  const payload = `v1.${Math.floor(now / 1000) + SESSION_SECONDS}.${Buffer.from(id).toString('base64url')}`;
  return `${payload}.${signature(publishKey, payload).toString('base64url')}`;
}

export type TokenState = 'valid' | 'expired' | 'invalid';

/**
 * Whether a token was signed by `publishKey` (in constant time) and is still live at `now` (ms).
 * Nothing is stored: changing the key revokes every session at once.
 */
export function verifySessionToken(token: string, publishKey: string, now: number): TokenState {
  const match = shape.exec(token);
  if (!match) return 'invalid';
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(publishKey, token.slice(0, token.lastIndexOf('.')));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const expires = Number(match[1]);
  const seconds = now / 1000;
  // Signed, yet living longer than any token this site issues: a clock set far back, never trusted.
  if (expires > seconds + SESSION_SECONDS + CLOCK_SKEW_SECONDS) return 'invalid';
  return expires > seconds ? 'valid' : 'expired';
}
