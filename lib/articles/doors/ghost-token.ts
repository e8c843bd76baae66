import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';

/** The key signs Ghost tokens as its bytes: only a 64-hex-character key is a Ghost Admin secret. */
export const isGhostSecret = (key: string) => /^[0-9a-f]{64}$/i.test(key);

// The audiences Ghost's clients sign for: `/admin/` from v5 on, the version's own before.
const audiences = new Set(['/admin/', '/v2/admin/', '/v3/admin/', '/v4/admin/', '/canary/admin/']);
const header = z.object({ alg: z.literal('HS256'), kid: z.string().regex(/^[0-9a-f]{24}$/i) });
const payload = z.object({
  iat: z.number(),
  exp: z.number(),
  aud: z.union([z.string(), z.array(z.string())]),
});

const decoded = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
};

/**
 * Whether `Authorization: Ghost <token>` carries a token signed (HS256) with `key`'s bytes, for an
 * Admin API audience, valid now and for at most five minutes, as Ghost requires.
 */
export function provesGhostKey(authorization: string, key: string, now = Date.now()): boolean {
  if (!isGhostSecret(key)) return false;
  const token = /^Ghost +([\w-]+\.[\w-]+\.[\w-]+) *$/.exec(authorization)?.[1];
  if (!token) return false;
  const [head, body, signature] = token.split('.') as [string, string, string];
  const expected = createHmac('sha256', Buffer.from(key, 'hex')).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const claims = payload.safeParse(decoded(body));
  if (!header.safeParse(decoded(head)).success || !claims.success) return false;
  const { iat, exp, aud } = claims.data;
  const seconds = now / 1000;
  return exp > seconds && exp - iat <= 300 && iat <= seconds + 60 && [aud].flat().some((audience) => audiences.has(audience));
}
