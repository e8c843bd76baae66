import { routePath, type Route } from '../routes/paths';
import { defaultLocale, locales, type Locale } from '../i18n/routing';

export interface PageAlternates {
  /** This page's own path. */
  canonical: string;
  /** hreflang → path, with `x-default` (the English page). */
  languages: Record<string, string>;
}

/** A page's canonical path and its equivalents in every language, the English one also as x-default. */
export function pageAlternates(route: Route, locale: Locale): PageAlternates {
  const languages: Record<string, string> = Object.fromEntries(locales.map((l) => [l, routePath(route, l)]));
  languages['x-default'] = routePath(route, defaultLocale);
  return { canonical: routePath(route, locale), languages };
}
