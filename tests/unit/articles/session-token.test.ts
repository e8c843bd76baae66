import { describe, expect, it } from 'vitest';
import { SESSION_SECONDS, signSessionToken, verifySessionToken } from '@/lib/articles/session-token';

const KEY = 'unit-test-publish-key-0123456789abcdef';
const now = Date.UTC(2026, 10, 28, 9, 30);
const id = new Uint8Array(16).fill(7);
const token = signSessionToken(KEY, now, id);

/** The token with one character of part `part` changed. */
function tampered(part: number) {
  const parts = token.split('.');
  const text = parts[part]!;
  parts[part] = (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
  return parts.join('.');
}

describe('the editor’s session token', () => {
  it('is live from its signing until twelve hours later, then expired', () => {
    expect(verifySessionToken(token, KEY, now)).toBe('valid');
    expect(verifySessionToken(token, KEY, now + (SESSION_SECONDS - 1) * 1000)).toBe('valid');
    expect(verifySessionToken(token, KEY, now + SESSION_SECONDS * 1000)).toBe('expired');
    expect(verifySessionToken(token, KEY, now + 30 * 24 * 3600 * 1000)).toBe('expired');
  });

  it('carries its expiry and a random id, never the key', () => {
    expect(token).toMatch(/^v1\.\d{10}\.[\w-]{22}\.[\w-]{43}$/);
    expect(Number(token.split('.')[1])).toBe(now / 1000 + SESSION_SECONDS);
    expect(token).not.toContain(KEY);
    // Two sign-ins at the same second differ by their id.
    expect(signSessionToken(KEY, now, new Uint8Array(16).fill(8))).not.toBe(token);
  });

  it('is refused when any part is changed, even a later expiry', () => {
    for (const part of [1, 2, 3]) expect(verifySessionToken(tampered(part), KEY, now), `part ${part}`).toBe('invalid');
    const [version, expires, random, mac] = token.split('.');
    const later = [version, Number(expires) + 3600, random, mac].join('.');
    expect(verifySessionToken(later, KEY, now + SESSION_SECONDS * 1000)).toBe('invalid');
    for (const junk of ['', 'v1', `${token}.x`, token.replace('v1', 'v2'), ` ${token}`, token.slice(0, -1)])
      expect(verifySessionToken(junk, KEY, now), JSON.stringify(junk)).toBe('invalid');
  });

  it('is revoked by changing the publish key', () => {
    expect(verifySessionToken(token, `${KEY}-new`, now)).toBe('invalid');
    expect(verifySessionToken(token, KEY.slice(0, -1), now)).toBe('invalid');
    // A new key signs tokens the old one does not accept either.
    expect(verifySessionToken(signSessionToken(`${KEY}-new`, now, id), KEY, now)).toBe('invalid');
  });

  it('is not trusted when it would live longer than any token the site issues (a clock set back)', () => {
    const early = now - 3 * SESSION_SECONDS * 1000;
    expect(verifySessionToken(token, KEY, early)).toBe('invalid');
    // A few minutes of difference between instances' clocks is fine.
    expect(verifySessionToken(token, KEY, now - 120_000)).toBe('valid');
  });
});
