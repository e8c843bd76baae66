import * as z from 'zod/mini';

const apiKeySchema = z.string().check(z.trim(), z.minLength(1));

/** SPEC §5: the key in the URL is valid only if present and equal to the one saved in this browser. */
export function isValidApiKey(provided: unknown, stored: unknown): boolean {
  const given = apiKeySchema.safeParse(provided);
  const saved = apiKeySchema.safeParse(stored);
  return given.success && saved.success && given.data === saved.data;
}

/** A fresh key: 32 hexadecimal characters from 16 random bytes (SPEC §5). */
export function generateApiKey(source: Pick<Crypto, 'getRandomValues'>): string {
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
