import { getMessages } from 'next-intl/server';
import { majorIds, type CardId, type MajorId } from '@/lib/tarot/deck';
import { localeSettings } from '@/lib/tarot/locale-settings';
import { cardPath, localizedPath } from '@/lib/routes/paths';
import type { Locale } from '@/lib/i18n/routing';
import type { ReadingType } from '@/lib/tarot/spreads';
import { cardTextOf, type CardText } from './card-text';

function pickTypes<T extends Record<ReadingType | 'cardCount', unknown>>(types: T, only: readonly ReadingType[]): T {
  return Object.fromEntries(Object.entries(types).filter(([key]) => key === 'cardCount' || only.includes(key as ReadingType))) as T;
}

/**
 * Everything the reading's client components show, gathered on the server as plain strings
 * ({placeholders} are filled in the browser by `format`), so no i18n runtime ships to the browser.
 */
export async function readingTexts(locale: Locale, only?: readonly ReadingType[]) {
  const messages = await getMessages({ locale });
  // The majors' texts come with the page; the minors' load in the browser when the whole deck is chosen (card-texts.ts).
  const cards = Object.fromEntries(majorIds.map((id) => [id, cardTextOf(messages.Cards[id], cardPath(id, locale))])) as Record<
    MajorId,
    CardText
  > &
    Partial<Record<CardId, CardText>>;
  return {
    locale,
    reveal: localeSettings[locale].reveal,
    fullReadingPath: localizedPath('/full-reading', locale),
    cardsPath: localizedPath('/cards', locale),
    reading: messages.Reading,
    full: messages.FullReading,
    // A page that offers some reading types only ships those types' texts.
    types: only ? pickTypes(messages.ReadingTypes, only) : messages.ReadingTypes,
    themes: messages.Themes,
    crisis: messages.Crisis,
    day: messages.DayCard,
    fallback: { unclear: messages.TemplateReading.unclear, aligning: messages.TemplateReading.aligning },
    cards,
    backAlt: messages.Deck.backAlt,
    share: messages.Share,
    notKept: { title: messages.Journal.notKeptTitle, description: messages.Journal.notKeptDescription },
  };
}

export type ReadingTexts = Awaited<ReturnType<typeof readingTexts>>;
