import type { CardMention } from '../cards/mentions';
import type { Locale } from '../i18n/routing';
import { tarotTexts } from '../tarot/catalog';
import { cardIds } from '../tarot/deck';
import { cardPath } from './paths';

/** Every card's name in a language and its page there, for linking the cards a text mentions. */
export function cardMentions(locale: Locale): CardMention[] {
  return cardIds.map((id) => ({ name: tarotTexts[locale].Cards[id].name, path: cardPath(id, locale) }));
}
