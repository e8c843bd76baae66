import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { defaultLocale, isLocale, locales, type Locale } from './routing';

/** Any localized page's params, for helpers shared by many routes (a generated `PageProps` names one). */
export type LocaleParams = Promise<{ locale: string }>;

/** The [locale] layout's params: every page under it exists in every language. */
export function localeStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/** For the publish pseudo-endpoint, whose texts are English only (pair with `dynamicParams = false`). */
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
