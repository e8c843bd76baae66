import * as z from 'zod/mini';

/** Shorter keys could be guessed; a generated key has 32 characters. */
export const MIN_API_KEY_LENGTH = 16;

const apiKeySchema = z.string().check(z.trim(), z.minLength(MIN_API_KEY_LENGTH));

/** Whether a key is long enough to be saved or to open the publish URL. */
export function isStrongApiKey(key: unknown): key is string {
  return apiKeySchema.safeParse(key).success;
}

/**
 * The key in the URL is valid only if present and equal to the one saved in this browser;
 * a saved key shorter than 16 characters (from before that rule) opens nothing.
 */
export function isValidApiKey(provided: unknown, stored: unknown): boolean {
  const given = apiKeySchema.safeParse(provided);
  const saved = apiKeySchema.safeParse(stored);
  return given.success && saved.success && given.data === saved.data;
}

/** A fresh key: 32 hexadecimal characters from 16 random bytes. */
export function generateApiKey(source: Pick<Crypto, 'getRandomValues'>): string {
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
