import type { Locale } from '@/lib/i18n/routing';
import { withMinorArcana } from '@/lib/i18n/messages';
import type { CardId } from '@/lib/tarot/deck';
import type { TarotText } from '@/lib/tarot/text';

const catalogs = {
  en: () => import('@/messages/en.json'),
  es: () => import('@/messages/es.json'),
  it: () => import('@/messages/it.json'),
} satisfies Record<Locale, unknown>;

const minorCatalogs = {
  en: () => import('@/messages/minor/en.json'),
  es: () => import('@/messages/minor/es.json'),
  it: () => import('@/messages/minor/it.json'),
} satisfies Record<Locale, unknown>;

/**
 * A language's card texts, loaded only when the browser has to read the cards itself: the minor
 * arcana's only when `cards` names a card the majors' catalogue lacks (or asks for the whole deck),
 * so a reading of the majors never downloads them. The texts hold the cards asked for, not always
 * the whole deck.
 */
export async function loadTarotText(locale: Locale, cards: readonly CardId[] | 'whole deck'): Promise<TarotText> {
  const { default: messages } = await catalogs[locale]();
  const minor = cards === 'whole deck' || cards.some((card) => !(card in messages.Cards));
  const minors = minor ? (await minorCatalogs[locale]()).default : { Cards: {} };
  return withMinorArcana(messages, minors) as TarotText;
}
