import type { Metadata } from 'next';
import type { Messages } from 'next-intl';
import { notFound } from 'next/navigation';
import { getMessages } from 'next-intl/server';
import { Breadcrumbs } from '@/components/cards/breadcrumbs';
import { CardHero } from '@/components/cards/card-hero';
import { CardMeanings } from '@/components/cards/card-meanings';
import { CardPager } from '@/components/cards/card-pager';
import { RelatedCards } from '@/components/cards/related-cards';
import { SuitOverview } from '@/components/cards/suit-overview';
import { Invitation } from '@/components/reading/invitation';
import { JsonLd } from '@/components/seo/json-ld';
import { cardBySlug, cardSlug, suitBySlug, suitSlug } from '@/lib/routes/card-slugs';
import { pageLocale } from '@/lib/i18n/page';
import { cardPath, localizedPath, suitPath } from '@/lib/routes/paths';
import { locales, type Locale } from '@/lib/i18n/routing';
import { cardShareImagePath } from '@/lib/og/card-image';
import { seoMetadata } from '@/lib/seo/metadata';
import { cardTermData } from '@/lib/seo/structured-data';
import { cardById, cardIds, suits, type CardId, type Suit } from '@/lib/tarot/deck';
import { format } from '@/lib/format';

// Each card, and each suit's page, under its name in each language (lib/routes/card-slugs.ts); any other slug is a 404.
export function generateStaticParams() {
  return locales.flatMap((locale) => [
    ...cardIds.map((id) => ({ locale, card: cardSlug(id, locale) })),
    ...suits.map((suit) => ({ locale, card: suitSlug(suit, locale) })),
  ]);
}
export const dynamicParams = false;

type Subject = { id: CardId; suit?: undefined } | { suit: Suit; id?: undefined };

async function cardPage(params: PageProps<'/[locale]/cards/[card]'>['params']): Promise<Subject & { locale: Locale; messages: Messages }> {
  const locale = await pageLocale(params);
  const slug = (await params).card;
  const id = cardBySlug(slug, locale);
  const suit = id ? undefined : suitBySlug(slug, locale);
  const messages = await getMessages({ locale });
  if (id) return { locale, id, messages };
  if (suit) return { locale, suit, messages };
  notFound();
}

function describe(messages: Messages, id: CardId) {
  const { name, keywords } = messages.Cards[id];
  const card = cardById(id);
  const t = messages.CardLibrary;
  if (card.arcana === 'major') {
    const values = { name, numeral: card.numeral, keywords };
    return { title: format(t.cardTitle, values), description: format(t.cardDescription, values) };
  }
  const values = { name, suit: t.suits[card.suit].name, keywords };
  return { title: format(t.minorCardTitle, values), description: format(t.minorCardDescription, values) };
}

function describeSuit(messages: Messages, suit: Suit) {
  const t = messages.CardLibrary;
  const values = { suit: t.suits[suit].name, intro: t.suits[suit].intro };
  return { title: format(t.suitTitle, values), description: format(t.suitDescription, values) };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/cards/[card]'>): Promise<Metadata> {
  const { locale, id, suit, messages } = await cardPage(params);
  if (suit) return seoMetadata(locale, { suit }, describeSuit(messages, suit));
  const image = { url: cardShareImagePath(id), alt: messages.Cards[id].alt };
  return seoMetadata(locale, { card: id }, describe(messages, id), { type: 'article', image });
}

/** One card: its art, what it shows, its meanings by theme and position, upright and reversed, and its neighbours; or a suit's page. */
export default async function CardPage({ params }: PageProps<'/[locale]/cards/[card]'>) {
  const { locale, id, suit, messages } = await cardPage(params);
  const { CardLibrary: t, Cards: cards, Nav: nav } = messages;
  const index = [
    { name: nav.breadcrumbHome, path: localizedPath('/', locale) },
    { name: nav.cards, path: localizedPath('/cards', locale) },
  ];
  if (suit)
    return (
      <>
        <Breadcrumbs label={t.breadcrumbLabel} trail={[...index, { name: t.suits[suit].name, path: suitPath(suit, locale) }]} />
        <SuitOverview suit={suit} locale={locale} cards={cards} t={t} />
      </>
    );
  const card = cards[id];
  const info = cardById(id);
  const { numeral } = info;
  const inSuit = info.arcana === 'minor' ? [{ name: t.suits[info.suit].name, path: suitPath(info.suit, locale) }] : [];
  const trail = [...index, ...inSuit, { name: card.name, path: cardPath(id, locale) }];

  return (
    <>
      <Breadcrumbs label={t.breadcrumbLabel} trail={trail} />
      <article>
        <JsonLd
          data={cardTermData(
            { name: card.name, description: describe(messages, id).description, numeral, image: cardShareImagePath(id) },
            cardPath(id, locale),
            { name: t.title, path: localizedPath('/cards', locale) },
          )}
        />
        <CardHero id={id} locale={locale} card={card} t={t} />
        <CardMeanings id={id} locale={locale} card={card} t={t} />
        <RelatedCards id={id} locale={locale} cards={cards} t={t} />
        <Invitation
          className="mt-14"
          title={t.ctaTitle}
          text={t.ctaText}
          links={[
            { href: localizedPath('/', locale), label: t.ctaHome },
            { href: localizedPath('/love-tarot', locale), label: t.ctaLove },
          ]}
        />
      </article>
      <CardPager id={id} locale={locale} cards={cards} t={t} />
    </>
  );
}
