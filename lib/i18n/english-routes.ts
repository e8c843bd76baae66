import { builtinArticleIds } from '../blog/builtin-ids';
import { defaultLocale, englishOnlyPathnames } from './routing';
import type { RouteRule } from './paths';

/** Internal route that renders a visitor's own article, read from their browser's storage. */
export const storedArticleRoute = `/${defaultLocale}/blog/stored`;

/** Internal route of the page behind `GET /api/blog/publish` (proxy.ts rewrites to it by method). */
export const publishPageRoute = `/${defaultLocale}/blog-publish`;

/**
 * English-only pages → their internal routes. Built-in articles are prerendered one by one; any
 * other article id is a visitor's article and gets the one static page that reads it from storage.
 */
export function englishOnlyRewrites(): RouteRule[] {
  const pages = englishOnlyPathnames
    .filter((pathname) => !pathname.includes('['))
    .map((pathname) => ({ source: pathname, destination: `/${defaultLocale}${pathname}` }));
  const builtins = builtinArticleIds.map((id) => ({
    source: `/blog/${id}`,
    destination: `/${defaultLocale}/blog/${id}`,
  }));
  return [...pages, ...builtins, { source: '/blog/:articleId', destination: storedArticleRoute }];
}
