import type { Locale } from '../../i18n/routing';
import { cardIds, type CardId } from '../../tarot/deck';
import * as enFirst from './en/first';
import { present as enPresent } from './en/present';
import * as enSecond from './en/second';
import * as esFirst from './es/first';
import { present as esPresent } from './es/present';
import * as esSecond from './es/second';
import * as esThird from './es/third';
import * as itFirst from './it/first';
import { present as itPresent } from './it/present';
import * as itSecond from './it/second';

/** A card page's own long-form text: its overview paragraphs and how it reads in a present position. */
export interface CardContent {
  overview: readonly string[];
  present: string;
}

/** Overviews are written in parts per language; a card missing from all of them fails the build. */
function wholeDeck(parts: Partial<Record<CardId, string[]>>[], present: Record<CardId, string>, locale: Locale): Record<CardId, CardContent> {
  const overviews: Partial<Record<CardId, string[]>> = Object.assign({}, ...parts);
  const deck = {} as Record<CardId, CardContent>;
  for (const id of cardIds) {
    const overview = overviews[id];
    if (!overview) throw new Error(`No ${locale} overview for ${id}`);
    deck[id] = { overview, present: present[id] };
  }
  return deck;
}

export const cardContent: Record<Locale, Record<CardId, CardContent>> = {
  en: wholeDeck([enFirst.overviews, enSecond.overviews], enPresent, 'en'),
  es: wholeDeck([esFirst.overviews, esSecond.overviews, esThird.overviews], esPresent, 'es'),
  it: wholeDeck([itFirst.overviews, itSecond.overviews], itPresent, 'it'),
};
