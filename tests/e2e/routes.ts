import { catalogs as messages } from './helpers';
import { builtinArticleIds } from '../../lib/blog/builtin-ids';
import { builtinArticles } from '../../content/articles/index';
import { articlePath, cardPath, localizedPath, suitPath } from '../../lib/routes/paths';
import { sharedPath } from '../../lib/share/shared-path';
import { page, pageKeys } from '../../lib/routes/pages';
import { locales, type Locale } from '../../lib/i18n/routing';
import { cardById, cardIds, suits, type CardId } from '../../lib/tarot/deck';

export interface RouteCase {
  path: string;
  lang: Locale;
  heading: string;
  title: string;
  /** The full reading needs its cards in the query, or it sends the visitor home. */
  query?: string;
  noindex?: boolean;
  /** The same page in every language shares this (its page key, article id or `card:<id>`). */
  group: string;
  /** A card's page: its share image is the card's own. */
  card?: CardId;
}

/** The card pages that every page check visits in every language: three majors and a card of each suit (the crawl reaches all 234). */
export const sampleCards: readonly CardId[] = [
  'the-fool',
  'the-lovers',
  'the-tower',
  'ace-of-wands',
  'three-of-cups',
  'ten-of-swords',
  'queen-of-pentacles',
];

const cards = '?cards=the-fool%2Cthe-star%2Cthe-sun&type=past-present-future';
const suffix = ' | Cosmic Tarot';

/** A namespace of the messages ('Themed.love') as its object. */
function texts(locale: Locale, namespace: string): { title: string; metaTitle: string } {
  return namespace.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages[locale]) as {
    title: string;
    metaTitle: string;
  };
}

/** A shared spread (The Fool, the Tower, the Star in the past, present and future), rendered on request. */
export const sharedCode = 'p0gh';

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key]!);

/** A card's page in a language, with the heading and title it must show. */
function cardRoute(card: CardId, lang: Locale): RouteCase {
  const { name, keywords } = messages[lang].Cards[card];
  const t = messages[lang].CardLibrary;
  const info = cardById(card);
  const title =
    info.arcana === 'major'
      ? fill(t.cardTitle, { name, keywords, numeral: info.numeral })
      : fill(t.minorCardTitle, { name, keywords, suit: t.suits[info.suit].name });
  return { path: cardPath(card, lang), lang, group: `card:${card}`, heading: name, title: title + suffix, card };
}

/** Every card's page in every language: 78 × 3. */
export const allCardRoutes: RouteCase[] = locales.flatMap((lang) => cardIds.map((card) => cardRoute(card, lang)));

/** Every page of the table, built-in article, suit page and a sample of card pages, and a shared spread, in every language, with the heading and title each must show. */
export const routes: RouteCase[] = locales.flatMap((lang) => [
  ...pageKeys.map((key) => {
    const { namespace, noindex } = page(key);
    const { title, metaTitle } = texts(lang, namespace);
    return {
      path: localizedPath(key, lang),
      lang,
      group: key,
      heading: title,
      // The homes' titles are whole; every other page's gets the site's name.
      title: key === '/' ? metaTitle : metaTitle + suffix,
      ...(key === '/full-reading' && { query: cards }),
      ...(noindex && { noindex }),
    };
  }),
  ...builtinArticleIds.map((id) => {
    const { title } = builtinArticles[lang][id];
    return { path: articlePath(id, lang), lang, group: id, heading: title, title: title + suffix };
  }),
  ...sampleCards.map((card) => cardRoute(card, lang)),
  ...suits.map((suit) => {
    const t = messages[lang].CardLibrary;
    const heading = fill(t.suitTitle, { suit: t.suits[suit].name });
    return { path: suitPath(suit, lang), lang, group: `suit:${suit}`, heading, title: heading + suffix };
  }),
  (() => {
    const spread = messages[lang].ReadingTypes['past-present-future'].label;
    const title = messages[lang].SharedReading.metaTitle.replace('{spread}', spread);
    return {
      path: sharedPath(sharedCode, lang),
      lang,
      group: `shared:${sharedCode}`,
      heading: spread,
      title: title + suffix,
      noindex: true,
    };
  })(),
]);

/** Every indexable page the sitemap lists: the pages checked one by one, and all 234 card pages. */
export const sitemapped = [...routes.filter((route) => !route.noindex && !route.card), ...allCardRoutes];

/** The versions of a page in each language, by its group. */
export const versions = (group: string) =>
  Object.fromEntries(sitemapped.filter((route) => route.group === group).map((route) => [route.lang, route.path]));
