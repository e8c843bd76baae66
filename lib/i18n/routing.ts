import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'es', 'it'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Pages that exist in every language, keyed by their internal (English) pathname. */
export const localizedPathnames = {
  '/': { en: '/', es: '/tarot-gratis', it: '/tarocchi-gratis' },
  '/love-tarot': { en: '/love-tarot', es: '/tarot-amor', it: '/tarot-amore' },
  '/daily-tarot': { en: '/daily-tarot', es: '/tarot-diario', it: '/tarocchi-quotidiani' },
  '/career-tarot': { en: '/career-tarot', es: '/tarot-carrera', it: '/tarocchi-carriera' },
  '/travel-tarot': { en: '/travel-tarot', es: '/tarot-viajes', it: '/tarocchi-viaggi' },
  '/full-reading': { en: '/full-reading', es: '/lectura-completa', it: '/lettura-completa' },
} as const satisfies Record<string, Record<Locale, string>>;

/** Pages that exist in English only (DECISIONS: editorial pages, FAQ and blog). */
export const englishOnlyPathnames = [
  '/why-tarot',
  '/ai-vs-traditional',
  '/tarot-insights',
  '/blog',
  '/blog/new',
  '/blog/settings',
  '/blog/[articleId]',
  '/faq',
] as const;

export type LocalizedPathname = keyof typeof localizedPathnames;
export type EnglishOnlyPathname = (typeof englishOnlyPathnames)[number];
export type Pathname = LocalizedPathname | EnglishOnlyPathname;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // `/` is the English home whatever the browser's language.
  localeDetection: false,
  // hreflang is written in page metadata, per page.
  alternateLinks: false,
  pathnames: {
    ...localizedPathnames,
    ...(Object.fromEntries(englishOnlyPathnames.map((p) => [p, p])) as Record<
      EnglishOnlyPathname,
      EnglishOnlyPathname
    >),
  },
});

/** Open Graph locale codes. */
export const ogLocales = { en: 'en_US', es: 'es_ES', it: 'it_IT' } as const satisfies Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function isLocalizedPathname(value: string): value is LocalizedPathname {
  return Object.hasOwn(localizedPathnames, value);
}
