import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'es', 'it'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/**
 * next-intl's view of the languages. Which page lives at which URL is lib/routes/pages.ts; URLs are
 * mapped by rewrites (lib/routes/paths.ts), not by next-intl's middleware.
 */
export const routing = defineRouting({ locales, defaultLocale, localePrefix: 'as-needed', localeDetection: false, alternateLinks: false });

/** Open Graph locale codes. */
export const ogLocales = { en: 'en_US', es: 'es_ES', it: 'it_IT' } as const satisfies Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
