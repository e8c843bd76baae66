import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { defaultLocale, isLocale, locales, type Locale } from './routing';

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
  /** Pages that hold a visitor's own state are kept out of search results. */
  noindex?: boolean;
}

export async function pageMetadata(
  params: LocaleParams,
  namespace: MetaNamespace,
  { noindex = false }: PageMetaOptions = {},
): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return {
    title: t(`${namespace}.metaTitle`),
    description: t(`${namespace}.metaDescription`),
    ...(noindex && { robots: { index: false, follow: true } }),
  };
}
