import { describe, expect, it } from 'vitest';
import { articleDate, normalizeSlug, shownDate } from '@/lib/blog/slug';
import { generateApiKey } from '@/lib/blog/api-key';
import { looksLikeHtml, paragraphs } from '@/lib/blog/sanitize';

describe('slug normalisation', () => {
  it.each([
    ['My First Post', 'my-first-post'],
    ['  Leading and   trailing  ', '-leading-and-trailing-'],
    ['Tarot & Love: 2025!', 'tarot--love-2025'],
    ['Ñandú café', 'and-caf'],
    ['already-a-slug', 'already-a-slug'],
    ['UPPER\tTAB\nNEWLINE', 'upper-tab-newline'],
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ['', ''],
    ['!!!', ''],
  ])('%j → %j', (input, slug) => {
    expect(normalizeSlug(input)).toBe(slug);
  });
});

describe('article dates', () => {
  it('are long US English', () => {
    expect(articleDate(new Date(2026, 10, 22))).toBe('November 22, 2026');
    expect(articleDate(new Date(2025, 0, 5))).toBe('January 5, 2025');
  });
});

describe('API keys', () => {
  it('are 32 hexadecimal characters from the random source', () => {
    const key = generateApiKey(crypto);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(generateApiKey(crypto)).not.toBe(key);
    const zeros = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => array } as Pick<Crypto, 'getRandomValues'>;
    expect(generateApiKey(zeros)).toBe('0'.repeat(32));
  });
});

describe('content kinds', () => {
  it('tells HTML from plain text, and splits plain text on blank lines', () => {
    expect(looksLikeHtml('<p>Hi</p>')).toBe(true);
    expect(looksLikeHtml('I <3 tarot, 2 < 3')).toBe(false);
    expect(paragraphs('One\nstill one\n\nTwo\n   \nThree')).toEqual(['One\nstill one', 'Two', 'Three']);
  });
});

describe('an article’s date as shown', () => {
  it('writes an ISO date in the page’s language and leaves any other text as written', () => {
    expect(shownDate('2026-11-25', 'en')).toBe('25 November 2026');
    expect(shownDate('2026-11-25', 'es')).toBe('25 de noviembre de 2026');
    expect(shownDate('2026-11-25', 'it')).toBe('25 novembre 2026');
    expect(shownDate('November 22, 2026', 'es')).toBe('November 22, 2026');
  });
});
