import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '../i18n/page';
import type { Route } from '../routes/paths';
import { page, type PageKey } from '../routes/pages';
import { ogLocales, locales, type Locale } from '../i18n/routing';
import { pageAlternates } from './alternates';
import { shareImage } from './site';

export interface PageMetaOptions {
  /** Pages that hold a visitor's own state are kept out of search results. */
  noindex?: boolean;
  type?: 'website' | 'article';
  /** The page's own share image (1200×630), instead of the site's. */
  image?: { url: string; alt: string };
  /** The languages the page exists in, when not all (an article published in some). */
  languages?: readonly Locale[];
}

/** Title, description, canonical, hreflang alternates and share cards (SEO for every page). */
export async function seoMetadata(
  locale: Locale,
  route: Route,
  { title, description }: { title: string; description: string },
  { noindex = false, type = 'website', image, languages: available = locales }: PageMetaOptions = {},
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const { canonical, languages } = pageAlternates(route, locale, available);
  const images = [{ ...shareImage, alt: t('shareImageAlt'), ...image }];
  return {
    title,
    description,
    alternates: { canonical, languages },
    openGraph: {
      type,
      siteName: t('siteName'),
      title,
      description,
      url: canonical,
      locale: ogLocales[locale],
      alternateLocale: available.filter((l) => l !== locale).map((l) => ogLocales[l]),
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images },
    ...(noindex && { robots: { index: false, follow: true } }),
  };
}

/** Metadata of a page of the table, from its messages namespace. */
export async function pageMetadata(params: LocaleParams, key: PageKey): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { namespace, noindex } = page(key);
  const t = await getTranslations({ locale, namespace });
  return seoMetadata(locale, key, { title: t('metaTitle'), description: t('metaDescription') }, { noindex });
}

/** `generateMetadata` of a page of the table. */
export function metadataFor(key: PageKey) {
  return ({ params }: { params: LocaleParams }): Promise<Metadata> => pageMetadata(params, key);
}
