import type { MetadataRoute } from 'next';
import { builtinArticleIds } from '@/lib/blog/builtin-ids';
import { routePath, type Route } from '@/lib/routes/paths';
import { page, pageKeys } from '@/lib/routes/pages';
import { locales } from '@/lib/i18n/routing';
import { pageAlternates } from '@/lib/seo/alternates';
import { absoluteUrl } from '@/lib/seo/site';
import { cardIds } from '@/lib/tarot/deck';

function entries(route: Route, priority: number): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(
    Object.entries(pageAlternates(route, 'en').languages).map(([lang, href]) => [lang, absoluteUrl(href)]),
  );
  return locales.map((locale) => ({ url: absoluteUrl(routePath(route, locale)), alternates: { languages }, priority }));
}

/** Every indexable page, built-in article and card page in every language, with its equivalents. */
export default function sitemap(): MetadataRoute.Sitemap {
  return [
    ...pageKeys
      .filter((key) => !page(key).noindex)
      .flatMap((key) => entries(key, key === '/' ? 1 : page(key).nav === 'readings' ? 0.8 : 0.6)),
    ...builtinArticleIds.flatMap((id) => entries({ article: id }, 0.6)),
    ...cardIds.flatMap((card) => entries({ card }, 0.6)),
  ];
}
