import { describe, expect, it } from 'vitest';
import { generateApiKey, isStrongApiKey, isValidApiKey } from '@/lib/blog/api-key';

const KEY = '0123456789abcdef';

describe('blog API key check', () => {
  it.each([
    [KEY, KEY, true],
    [` ${KEY} `, KEY, true],
    [KEY, `${KEY.slice(0, -1)}0`, false],
    [null, KEY, false],
    [KEY, null, false],
    ['', '', false],
    [' '.repeat(20), ' '.repeat(20), false],
    [{ key: KEY }, KEY, false],
    // Short keys could be guessed: a matching pair shorter than 16 characters opens nothing.
    ['test', 'test', false],
    ['1234', '1234', false],
    ['0123456789abcde', '0123456789abcde', false],
  ])('%j against stored %j is %s', (provided, stored, valid) => {
    expect(isValidApiKey(provided, stored)).toBe(valid);
  });

  it('saves only keys of 16 characters or more; a generated key is 32 hex characters', () => {
    expect(isStrongApiKey('a'.repeat(15))).toBe(false);
    expect(isStrongApiKey(`  ${'a'.repeat(15)}  `)).toBe(false);
    expect(isStrongApiKey('a'.repeat(16))).toBe(true);
    const generated = generateApiKey(crypto);
    expect(generated).toMatch(/^[0-9a-f]{32}$/);
    expect(isStrongApiKey(generated)).toBe(true);
  });
});
