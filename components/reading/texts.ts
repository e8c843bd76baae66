import { getMessages } from 'next-intl/server';
import type { CardId } from '@/lib/tarot/deck';
import { localeSettings } from '@/lib/tarot/locale-settings';
import { cardPath, cardTextsPath, localizedPath } from '@/lib/routes/paths';
import type { Locale } from '@/lib/i18n/routing';
import type { ReadingType } from '@/lib/tarot/spreads';
import { cardTextOf, type CardText } from './card-text';

function pickTypes<T extends Record<ReadingType | 'cardCount', unknown>>(types: T, only: readonly ReadingType[]): T {
  return Object.fromEntries(Object.entries(types).filter(([key]) => key === 'cardCount' || only.includes(key as ReadingType))) as T;
}

/** What the reading shows of each of `ids` in a language. */
export async function cardTexts<Id extends CardId>(locale: Locale, ids: readonly Id[]): Promise<Record<Id, CardText>> {
  const messages = await getMessages({ locale });
  return Object.fromEntries(ids.map((id) => [id, cardTextOf(messages.Cards[id], cardPath(id, locale))])) as Record<Id, CardText>;
}

/**
 * Everything the reading's client components show, gathered on the server as plain strings
 * ({placeholders} are filled in the browser by `format`), so no i18n runtime ships to the browser.
 * Card texts come for `cards` only (a full reading's, or none): the others load in the browser
 * once cards are picked (card-texts.ts), so a page's first load does not carry them.
 */
export async function readingTexts(locale: Locale, only?: readonly ReadingType[], cards: readonly CardId[] = []) {
  const messages = await getMessages({ locale });
  return {
    locale,
    reveal: localeSettings[locale].reveal,
    fullReadingPath: localizedPath('/full-reading', locale),
    reading: messages.Reading,
    full: messages.FullReading,
    // A page that offers some reading types only ships those types' texts.
    types: only ? pickTypes(messages.ReadingTypes, only) : messages.ReadingTypes,
    themes: messages.Themes,
    crisis: messages.Crisis,
    day: messages.DayCard,
    fallback: { unclear: messages.TemplateReading.unclear, aligning: messages.TemplateReading.aligning },
    cards: (await cardTexts(locale, cards)) as Partial<Record<CardId, CardText>>,
    cardTextsPaths: { major: cardTextsPath(locale, 'major'), deck: cardTextsPath(locale, 'deck') },
    backAlt: messages.Deck.backAlt,
    share: messages.Share,
    notKept: { title: messages.Journal.notKeptTitle, description: messages.Journal.notKeptDescription },
  };
}

export type ReadingTexts = Awaited<ReturnType<typeof readingTexts>>;

/** What the full reading's client part shows (its cards are drawn on the server): the rest of the reading's texts stay home. */
export function fullReadingTexts(texts: ReadingTexts, type: ReadingType) {
  const { locale, full, fallback, crisis, share, notKept } = texts;
  return { locale, full, fallback, crisis, share, notKept, quoted: texts.reading.quoted, type: texts.types[type] };
}

export type FullReadingTexts = ReturnType<typeof fullReadingTexts>;
