import { describe, expect, it } from 'vitest';
import { isValidApiKey } from '@/lib/blog/api-key';

describe('blog API key check (SPEC §5)', () => {
  it.each([
    ['a1b2', 'a1b2', true],
    ['a1b2', 'a1b3', false],
    [null, 'a1b2', false],
    ['', '', false],
    ['a1b2', null, false],
    ['   ', '   ', false],
    [{ key: 'a' }, 'a', false],
  ])('%j against stored %j is %s', (provided, stored, valid) => {
    expect(isValidApiKey(provided, stored)).toBe(valid);
  });
});
