import { describe, expect, it } from 'vitest';
import { acceptedLocale } from '@/lib/i18n/accept-language';

describe('the language a request asks for', () => {
  it.each([
    ['es', 'es'],
    ['it-IT,it;q=0.9,en;q=0.8', 'it'],
    ['fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7', 'es'],
    ['en;q=0.5, it;q=0.8', 'it'],
    ['ES-mx', 'es'],
    ['es;q=0, it;q=0.1', 'it'],
    ['de, fr', 'en'],
    ['*', 'en'],
    ['', 'en'],
    ['es;q=abc, it', 'it'],
  ])('%j → %s', (header, locale) => {
    expect(acceptedLocale(header)).toBe(locale);
  });

  it('is English without the header', () => {
    expect(acceptedLocale(null)).toBe('en');
  });
});
