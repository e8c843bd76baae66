import type { Metadata } from 'next';
import type { Messages } from 'next-intl';
import { notFound } from 'next/navigation';
import { getMessages } from 'next-intl/server';
import { Breadcrumbs } from '@/components/cards/breadcrumbs';
import { CardHero } from '@/components/cards/card-hero';
import { CardMeanings } from '@/components/cards/card-meanings';
import { CardPager } from '@/components/cards/card-pager';
import { RelatedCards } from '@/components/cards/related-cards';
import { Invitation } from '@/components/reading/invitation';
import { JsonLd } from '@/components/seo/json-ld';
import { cardBySlug, cardSlug } from '@/lib/routes/card-slugs';
import { pageLocale } from '@/lib/i18n/page';
import { cardPath, localizedPath } from '@/lib/routes/paths';
import { locales, type Locale } from '@/lib/i18n/routing';
import { cardShareImagePath } from '@/lib/og/card-image';
import { seoMetadata } from '@/lib/seo/metadata';
import { cardTermData } from '@/lib/seo/structured-data';
import { cardById, cardIds, type CardId } from '@/lib/tarot/deck';
import { format } from '@/lib/format';

// Each card under its name in each language (lib/routes/card-slugs.ts); any other slug is a 404.
export function generateStaticParams() {
  return locales.flatMap((locale) => cardIds.map((id) => ({ locale, card: cardSlug(id, locale) })));
}
export const dynamicParams = false;

async function cardPage(
  params: PageProps<'/[locale]/cards/[card]'>['params'],
): Promise<{ locale: Locale; id: CardId; messages: Messages }> {
  const locale = await pageLocale(params);
  const id = cardBySlug((await params).card, locale);
  if (!id) notFound();
  return { locale, id, messages: await getMessages({ locale }) };
}

function describe(messages: Messages, id: CardId) {
  const { name, keywords } = messages.Cards[id];
  const values = { name, numeral: cardById(id).numeral, keywords };
  return { title: format(messages.CardLibrary.cardTitle, values), description: format(messages.CardLibrary.cardDescription, values) };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/cards/[card]'>): Promise<Metadata> {
  const { locale, id, messages } = await cardPage(params);
  const image = { url: cardShareImagePath(id), alt: messages.Cards[id].alt };
  return seoMetadata(locale, { card: id }, describe(messages, id), { type: 'article', image });
}

/** One major arcana card: its art, what it shows, its meanings by theme and position, and its neighbours. */
export default async function CardPage({ params }: PageProps<'/[locale]/cards/[card]'>) {
  const { locale, id, messages } = await cardPage(params);
  const { CardLibrary: t, Cards: cards, Nav: nav } = messages;
  const card = cards[id];
  const { numeral } = cardById(id);
  const trail = [
    { name: nav.breadcrumbHome, path: localizedPath('/', locale) },
    { name: nav.cards, path: localizedPath('/cards', locale) },
    { name: card.name, path: cardPath(id, locale) },
  ];

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
