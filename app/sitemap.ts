import type { MetadataRoute } from 'next';
import { builtinArticleIds } from '@/lib/blog/builtin-ids';
import { localizedPath } from '@/lib/i18n/paths';
import { locales, localizedPathnames, type LocalizedPathname } from '@/lib/i18n/routing';
import { pageAlternates } from '@/lib/seo/alternates';
import { absoluteUrl } from '@/lib/seo/site';

/** Pages kept out of search results (they show a visitor's own state). */
const unindexed = new Set<string>(['/full-reading']);
const englishPages = ['/why-tarot', '/ai-vs-traditional', '/tarot-insights', '/blog', '/faq', ...builtinArticleIds.map((id) => `/blog/${id}`)];

function languages(path: string) {
  return Object.fromEntries(Object.entries(pageAlternates(path, 'en').languages).map(([lang, href]) => [lang, absoluteUrl(href)]));
}

/** Every indexable page, with its equivalents in the other languages. */
export default function sitemap(): MetadataRoute.Sitemap {
  const localized = (Object.keys(localizedPathnames) as LocalizedPathname[])
    .filter((pathname) => !unindexed.has(pathname))
    .flatMap((pathname) =>
      locales.map((locale) => ({
        url: absoluteUrl(localizedPath(pathname, locale)),
        alternates: { languages: languages(pathname) },
        priority: pathname === '/' ? 1 : 0.8,
      })),
    );
  const english = englishPages.map((path) => ({ url: absoluteUrl(path), alternates: { languages: languages(path) }, priority: 0.6 }));
  return [...localized, ...english];
}
