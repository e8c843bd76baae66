import { localizedPath } from '../i18n/paths';
import { defaultLocale, isLocalizedPathname, locales, type Locale } from '../i18n/routing';

export interface PageAlternates {
  /** This page's own path. */
  canonical: string;
  /** hreflang → path, with `x-default` (the English page). */
  languages: Record<string, string>;
}

/**
 * A page's canonical path and its equivalents: every language for pages that exist in all three,
 * English (also as x-default) for the English-only pages. `path` is the internal pathname with any
 * parameter filled in ('/blog/tower-tarot-card').
 */
export function pageAlternates(path: string, locale: Locale): PageAlternates {
  if (!isLocalizedPathname(path)) return { canonical: path, languages: { [defaultLocale]: path, 'x-default': path } };
  const languages: Record<string, string> = Object.fromEntries(locales.map((l) => [l, localizedPath(path, l)]));
  languages['x-default'] = localizedPath(path, defaultLocale);
  return { canonical: localizedPath(path, locale), languages };
}
