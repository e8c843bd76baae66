import { builtinArticleBySlug, builtinArticleIds, builtinArticleSlugs, isBuiltinArticleId } from '../blog/builtin-ids';
import { cardBySlug, cardSlug, suitBySlug, suitSlug } from './card-slugs';
import { codePattern, sharedBase, sharedPath } from '../share/shared-path';
import type { CardId, Suit } from '../tarot/deck';
import { pageKeys, pages, type PageKey } from './pages';
import { defaultLocale, isLocale, locales, type Locale } from '../i18n/routing';

/** A page of the table, a blog article (a built-in one by id, a visitor's by slug), a card's or a suit's page, or a shared spread. */
export type Route = PageKey | { article: string } | { card: CardId } | { suit: Suit } | { shared: string };

/** The public URL path of a page in a language. */
export function localizedPath(key: PageKey, locale: Locale): string {
  const path = pages[key].path[locale];
  return locale === defaultLocale ? path : `/${locale}${path}`;
}

/** A blog article's public URL path: a built-in article under its slug in that language. */
export function articlePath(article: string, locale: Locale): string {
  const slug = isBuiltinArticleId(article) ? builtinArticleSlugs[article][locale] : article;
  return `${localizedPath('/blog', locale)}/${slug}`;
}

/** The editor, opened on a visitor's article (the editing page is prerendered; the slug rides in the query). */
export function articleEditPath(slug: string, locale: Locale): string {
  return `${localizedPath('/blog/new', locale)}?edit=${encodeURIComponent(slug)}`;
}

/** The editor, opened on an article published on the server: its slug and its language (the page's may differ). */
export function serverArticleEditPath(slug: string, articleLocale: Locale, locale: Locale): string {
  return `${localizedPath('/blog/new', locale)}?${new URLSearchParams({ server: slug, lang: articleLocale })}`;
}

/** A card's page: under the card index, by the card's name in that language. */
export function cardPath(card: CardId, locale: Locale): string {
  return `${localizedPath('/cards', locale)}/${cardSlug(card, locale)}`;
}

/** The cards whose reading texts a browser loads once cards are picked (`app/card-texts`). */
export type CardTextSet = 'major' | 'deck';

/** Where a language's reading texts of the major arcana or the whole deck are served, as JSON. */
export function cardTextsPath(locale: Locale, set: CardTextSet): string {
  return `/card-texts/${locale}/${set}`;
}

/** A suit's page: under the card index, beside its cards. */
export function suitPath(suit: Suit, locale: Locale): string {
  return `${localizedPath('/cards', locale)}/${suitSlug(suit, locale)}`;
}

export function routePath(route: Route, locale: Locale): string {
  if (typeof route === 'string') return localizedPath(route, locale);
  if ('shared' in route) return sharedPath(route.shared, locale);
  if ('suit' in route) return suitPath(route.suit, locale);
  return 'card' in route ? cardPath(route.card, locale) : articlePath(route.article, locale);
}

/** The language of a public URL path: its first segment when that is a non-default locale. */
export function localeOfPath(path: string): Locale {
  const first = path.split('/')[1];
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

/** The page or article a public URL path shows, if any. */
export function resolvePath(path: string): Route | undefined {
  const locale = localeOfPath(path);
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const key = pageKeys.find((pathname) => localizedPath(pathname, locale) === normalized);
  if (key) return key;
  const cardSlug = childSlug(normalized, localizedPath('/cards', locale));
  const card = cardBySlug(cardSlug, locale);
  if (card) return { card };
  const suit = suitBySlug(cardSlug, locale);
  if (suit) return { suit };
  const shared = childSlug(normalized, sharedBase[locale]);
  if (shared) return { shared };
  const slug = childSlug(normalized, localizedPath('/blog', locale));
  return slug ? { article: builtinArticleBySlug(slug, locale) ?? slug } : undefined;
}

/** The one segment after `parent` in `path` ('' when there is none). */
function childSlug(path: string, parent: string): string {
  const slug = path.startsWith(`${parent}/`) ? path.slice(parent.length + 1) : '';
  return slug.includes('/') ? '' : slug;
}

export interface RouteRule {
  source: string;
  destination: string;
}

/** The internal route (`/[locale]/…` folder) of a page. */
function internalPath(key: PageKey, locale: Locale): string {
  return `/${locale}${key === '/' ? '' : key}`;
}

/** The blog's own pages' last segments in every language (`new`, `nuevo`, `settings`, …), from the page table. */
const blogPageSlugs = new Set(
  locales.flatMap((locale) =>
    pageKeys.map((key) => localizedPath(key, locale)).flatMap((path) => childSlug(path, localizedPath('/blog', locale)) || []),
  ),
);

/** Whether an article under this slug would be shadowed by one of the blog's own pages, in some language. */
export function isBlogPageSlug(slug: string): boolean {
  return blogPageSlugs.has(slug);
}

/** The shape of an article's slug in a URL; any other path under the blog is the 404. */
export const articleSlugPattern = '[a-z0-9-]{1,200}';

/**
 * Internal route of an article that is not built in (`app/articles`: made on request): a server
 * article, or else the page that reads a visitor's own article from their browser.
 */
export function serverArticleRoute(locale: Locale, id: string): string {
  return `/articles/${locale}/${id}`;
}

/** A language's blog feed: its public path and its internal route (`app/feeds`). */
export function blogFeedPath(locale: Locale): string {
  return `${localizedPath('/blog', locale)}/feed.xml`;
}

export function blogFeedRoute(locale: Locale): string {
  return `/feeds/${locale}`;
}

/** The word before a blog list page's number in each language (`/blog/page/2`, `/es/blog/pagina/2`). */
const blogPageWord = { en: 'page', es: 'pagina', it: 'pagina' } as const satisfies Record<Locale, string>;

const blogPages = (locale: Locale) => `${localizedPath('/blog', locale)}/${blogPageWord[locale]}`;

/** A language's blog list, page `page` (the first is the blog itself). */
export function blogListPath(locale: Locale, page = 1): string {
  return page <= 1 ? localizedPath('/blog', locale) : `${blogPages(locale)}/${page}`;
}

/** Internal route of a blog list page past the first (`app/blog-pages`: made on request). */
export function blogListRoute(locale: Locale, page: string): string {
  return `/blog-pages/${locale}/${page}`;
}

/** Internal route of a shared spread's page (`app/shared`: made on request, there are millions of spreads). */
function sharedRoute(locale: Locale, code: string): string {
  return `/shared/${locale}/${code}`;
}

/** Internal route of the page behind `GET /api/blog/publish` (proxy.ts rewrites to it by method). */
export const publishPageRoute = `/${defaultLocale}/blog-publish`;

/**
 * Public URLs → internal `/[locale]/…` routes, so no request interceptor runs for pages. Built-in
 * articles are prerendered one by one; any other article slug is a server article or a visitor's. Card pages
 * are prerendered under their localized slugs; an unknown slug is the language's 404.
 */
export function localizedRewrites(): RouteRule[] {
  const rules = locales.flatMap((locale) => [
    ...pageKeys.map((key) => ({ source: localizedPath(key, locale), destination: internalPath(key, locale) })),
    ...builtinArticleIds.map((id) => ({ source: articlePath(id, locale), destination: `/${locale}/blog/${id}` })),
    { source: `${localizedPath('/cards', locale)}/:card`, destination: `${internalPath('/cards', locale)}/:card` },
    // Only codes of the right shape reach the page; anything else is the prerendered 404.
    { source: sharedPath(`:code(${codePattern})`, locale), destination: sharedRoute(locale, ':code') },
  ]);
  const others = locales.flatMap((locale) => [
    { source: blogFeedPath(locale), destination: blogFeedRoute(locale) },
    { source: `${blogPages(locale)}/:n(\\d{1,4})`, destination: blogListRoute(locale, ':n') },
    {
      source: `${localizedPath('/blog', locale)}/:articleId(${articleSlugPattern})`,
      destination: serverArticleRoute(locale, ':articleId'),
    },
  ]);
  return [...rules.filter((rule) => rule.source !== rule.destination), ...others];
}

/** Internal route of a language's 404 page, prerendered once (`app/[locale]/unknown`). */
export function notFoundRoute(locale: Locale): string {
  return `/${locale}/unknown`;
}

/**
 * Paths no page, rewrite or file answers → their language's prerendered 404, so an unknown URL
 * costs what a static page costs. Missing build files (`/_next/…`) keep Next's plain-text 404.
 */
export function notFoundRewrites(): RouteRule[] {
  const others = locales.filter((locale) => locale !== defaultLocale);
  return [
    ...others.map((locale) => ({ source: `/${locale}/:path*`, destination: notFoundRoute(locale) })),
    { source: '/:path((?!_next/).*)', destination: notFoundRoute(defaultLocale) },
  ];
}

/** Internal or bare-prefix URLs → their one public URL. */
export function localizedRedirects(): RouteRule[] {
  const others = locales.filter((locale) => locale !== defaultLocale);
  const bareHomes = others.map((locale) => ({ source: `/${locale}`, destination: localizedPath('/', locale) }));
  const internalNames = others.flatMap((locale) => [
    ...pageKeys.filter((key) => key !== '/').map((key) => ({ source: internalPath(key, locale), destination: localizedPath(key, locale) })),
    ...builtinArticleIds.map((id) => ({ source: `/${locale}/blog/${id}`, destination: articlePath(id, locale) })),
    { source: `${internalPath('/cards', locale)}/:card`, destination: `${localizedPath('/cards', locale)}/:card` },
    { source: `/${locale}/r/:code`, destination: sharedPath(':code', locale) },
  ]);
  const shared = locales.flatMap((locale) => [
    { source: sharedRoute(locale, ':code'), destination: sharedPath(':code', locale) },
    { source: serverArticleRoute(locale, ':articleId'), destination: articlePath(':articleId', locale) },
    { source: blogFeedRoute(locale), destination: blogFeedPath(locale) },
    { source: blogListRoute(locale, ':n'), destination: `${blogPages(locale)}/:n` },
  ]);
  const defaultPrefix = [
    { source: `/${defaultLocale}`, destination: '/' },
    { source: `/${defaultLocale}/:path*`, destination: '/:path*' },
  ];
  return [...bareHomes, ...internalNames.filter((rule) => rule.source !== rule.destination), ...shared, ...defaultPrefix];
}
