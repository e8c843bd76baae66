import { routePath, type Route } from '../routes/paths';
import { defaultLocale, locales, type Locale } from '../i18n/routing';

export interface PageAlternates {
  /** This page's own path. */
  canonical: string;
  /** hreflang → path, with `x-default` (the English page). */
  languages: Record<string, string>;
}

/**
 * A page's canonical path and its equivalents in the languages it exists in (every one unless
 * told), the English one, or else its own, also as x-default.
 */
export function pageAlternates(route: Route, locale: Locale, available: readonly Locale[] = locales): PageAlternates {
  const languages: Record<string, string> = Object.fromEntries(available.map((l) => [l, routePath(route, l)]));
  languages['x-default'] = routePath(route, available.includes(defaultLocale) ? defaultLocale : locale);
  return { canonical: routePath(route, locale), languages };
}
