import type { MetadataRoute } from 'next';
import { serverArticleIndex } from '@/lib/articles/store';
import { builtinArticleIds } from '@/lib/blog/builtin-ids';
import { routePath, type Route } from '@/lib/routes/paths';
import { page, pageKeys } from '@/lib/routes/pages';
import { locales, type Locale } from '@/lib/i18n/routing';
import { pageAlternates } from '@/lib/seo/alternates';
import { absoluteUrl } from '@/lib/seo/site';
import { cardIds, suits } from '@/lib/tarot/deck';

// Server articles join it when it is next made (within a minute).
export const revalidate = 60;

function entries(route: Route, priority: number, available: readonly Locale[] = locales, lastModified?: Record<string, string>) {
  const languages = Object.fromEntries(
    Object.entries(pageAlternates(route, available[0]!, available).languages).map(([lang, href]) => [lang, absoluteUrl(href)]),
  );
  return available.map((locale) => ({
    url: absoluteUrl(routePath(route, locale)),
    alternates: { languages },
    priority,
    ...(lastModified?.[locale] && { lastModified: lastModified[locale] }),
  }));
}

/** Every indexable page, article (built in or published on the server) and card page in every language it exists in, with its equivalents. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const published = new Map<string, Awaited<ReturnType<typeof serverArticleIndex>>>();
  for (const article of await serverArticleIndex()) published.set(article.id, [...(published.get(article.id) ?? []), article]);
  return [
    ...pageKeys
      .filter((key) => !page(key).noindex)
      .flatMap((key) => entries(key, key === '/' ? 1 : page(key).nav === 'readings' ? 0.8 : 0.6)),
    ...builtinArticleIds.flatMap((id) => entries({ article: id }, 0.6)),
    ...[...published].flatMap(([id, versions]) =>
      entries(
        { article: id },
        0.5,
        versions.map((version) => version.locale),
        Object.fromEntries(versions.map((version) => [version.locale, version.updated])),
      ),
    ),
    ...cardIds.flatMap((card) => entries({ card }, 0.6)),
    ...suits.flatMap((suit) => entries({ suit }, 0.6)),
  ];
}
