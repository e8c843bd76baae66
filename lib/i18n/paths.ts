import {
  defaultLocale,
  isLocale,
  isLocalizedPathname,
  localizedPathnames,
  locales,
  type Locale,
  type LocalizedPathname,
} from './routing';

/** The public URL of a page that exists in every language. */
export function localizedPath(pathname: LocalizedPathname, locale: Locale): string {
  const localized = localizedPathnames[pathname][locale];
  return locale === defaultLocale ? localized : `/${locale}${localized}`;
}

/** The language of a public URL path: its first segment when that is a non-default locale. */
export function localeOfPath(path: string): Locale {
  const first = path.split('/')[1];
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

/** Maps a public URL path back to the internal pathname of a page that exists in every language. */
export function resolveLocalizedPath(path: string): LocalizedPathname | undefined {
  const locale = localeOfPath(path);
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (Object.keys(localizedPathnames) as LocalizedPathname[]).find(
    (pathname) => localizedPath(pathname, locale) === normalized,
  );
}

/**
 * Where the language menu leads from `url` (path and query): the equivalent page in `target`,
 * query kept (the full reading carries its cards there), when there is one; that language's home
 * otherwise (DECISIONS, routes and navigation).
 */
export function switchLocalePath(url: string | null, target: Locale): string {
  const [path = '', query] = (url ?? '').split('?', 2);
  const pathname = resolveLocalizedPath(path);
  if (!pathname) return localizedPath('/', target);
  return localizedPath(pathname, target) + (query ? `?${query}` : '');
}

export interface RouteRule {
  source: string;
  destination: string;
}

/** Public localized URLs → internal `/[locale]/…` routes, so no request interceptor runs for pages. */
export function localizedRewrites(): RouteRule[] {
  return locales.flatMap((locale) =>
    (Object.keys(localizedPathnames) as LocalizedPathname[]).map((pathname) => ({
      source: localizedPath(pathname, locale),
      destination: `/${locale}${pathname === '/' ? '' : pathname}`,
    })),
  );
}

/** Internal or bare-prefix URLs → their one public URL (what next-intl's middleware would redirect). */
export function localizedRedirects(): RouteRule[] {
  const bareHomes = locales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => ({ source: `/${locale}`, destination: localizedPath('/', locale) }));
  const internalNames = locales
    .filter((locale) => locale !== defaultLocale)
    .flatMap((locale) =>
      (Object.keys(localizedPathnames) as LocalizedPathname[])
        .filter((pathname) => pathname !== '/' && localizedPathnames[pathname][locale] !== pathname)
        .map((pathname) => ({
          source: `/${locale}${pathname}`,
          destination: localizedPath(pathname, locale),
        })),
    );
  const defaultPrefix = [
    { source: `/${defaultLocale}`, destination: '/' },
    { source: `/${defaultLocale}/:path*`, destination: '/:path*' },
  ];
  return [...bareHomes, ...internalNames, ...defaultPrefix];
}

export { isLocalizedPathname };
