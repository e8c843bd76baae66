import type { Locale } from './routing';

/** The tag each language writes its dates in: English as the site spells, British (28 November 2026). */
export const dateLocales = { en: 'en-GB', es: 'es', it: 'it' } as const satisfies Record<Locale, string>;

/** A date as the page's language writes it. */
export function formatDate(date: Date, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(dateLocales[locale], options).format(date);
}
