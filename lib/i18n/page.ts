import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageAlternates } from '../seo/alternates';
import { shareImage } from '../seo/site';
import { defaultLocale, isLocale, locales, ogLocales, type Locale } from './routing';

export type LocaleParams = Promise<{ locale: string }>;

/** For pages that exist in every language. */
export function localeStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/** For the English-only pages (pair with `export const dynamicParams = false`). */
export function englishOnlyStaticParams() {
  return [{ locale: defaultLocale }];
}

/** Reads and checks the locale segment, and makes it the request's locale so the page prerenders. */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** Namespaces of messages that hold a page's `metaTitle` and `metaDescription`. */
export type MetaNamespace =
  | 'Home'
  | 'Themed.love'
  | 'Themed.daily'
  | 'Themed.career'
  | 'Themed.travel'
  | 'FullReading'
  | 'WhyTarot'
  | 'AiVsTraditional'
  | 'TarotInsights'
  | 'Faq'
  | 'Blog'
  | 'BlogNew'
  | 'BlogSettings';

export interface PageMetaOptions {
  /** The page's internal pathname with parameters filled in ('/love-tarot', '/blog/tower-tarot-card'). */
  path: string;
  /** Pages that hold a visitor's own state are kept out of search results. */
  noindex?: boolean;
  type?: 'website' | 'article';
}

/** Title, description, canonical, hreflang alternates and share cards (SEO for every page). */
export async function seoMetadata(
  locale: Locale,
  { title, description }: { title: string; description: string },
  { path, noindex = false, type = 'website' }: PageMetaOptions,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const { canonical, languages } = pageAlternates(path, locale);
  const images = [{ ...shareImage, alt: t('shareImageAlt') }];
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
      alternateLocale: Object.keys(languages)
        .filter((l): l is Locale => isLocale(l) && l !== locale)
        .map((l) => ogLocales[l]),
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images },
    ...(noindex && { robots: { index: false, follow: true } }),
  };
}

export async function pageMetadata(params: LocaleParams, namespace: MetaNamespace, options: PageMetaOptions): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return seoMetadata(locale, { title: t(`${namespace}.metaTitle`), description: t(`${namespace}.metaDescription`) }, options);
}
