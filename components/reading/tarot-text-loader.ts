import type { Locale } from '@/lib/i18n/routing';

const catalogs = {
  en: () => import('@/messages/en.json'),
  es: () => import('@/messages/es.json'),
  it: () => import('@/messages/it.json'),
} satisfies Record<Locale, unknown>;

/** A language's card texts, loaded only when the browser has to read the cards itself. */
export async function loadTarotText(locale: Locale) {
  return (await catalogs[locale]()).default;
}
