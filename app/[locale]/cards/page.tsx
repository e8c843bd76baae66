import { getMessages } from 'next-intl/server';
import { Breadcrumbs } from '@/components/cards/breadcrumbs';
import { CardGrid } from '@/components/cards/card-grid';
import { SimplePage } from '@/components/layout/simple-page';
import { journeyRows } from '@/lib/cards/library';
import { pageLocale } from '@/lib/i18n/page';
import { localizedPath, suitPath } from '@/lib/routes/paths';
import { suitCards, suits } from '@/lib/tarot/deck';
import { metadataFor } from '@/lib/seo/metadata';
import { format } from '@/lib/format';

export const generateMetadata = metadataFor('/cards');

/** The whole deck: the 22 major arcana as a reader learns them (the Fool, then three rows of seven), then the four suits. */
export default async function CardIndexPage({ params }: PageProps<'/[locale]/cards'>) {
  const locale = await pageLocale(params);
  const { CardLibrary: t, Cards: cards, Nav: nav } = await getMessages({ locale });
  const trail = [
    { name: nav.breadcrumbHome, path: localizedPath('/', locale) },
    { name: nav.cards, path: localizedPath('/cards', locale) },
  ];
  return (
    <>
      <Breadcrumbs label={t.breadcrumbLabel} trail={trail} />
      <SimplePage page="/cards" params={params}>
        <h2 className="mt-12 text-center font-display text-3xl font-semibold text-gold">{t.majorsTitle}</h2>
        {journeyRows.map(({ group, cards: row }, rowIndex) => (
          <section key={group} aria-labelledby={`row-${group}`} className="mx-auto mt-12 max-w-6xl">
            <h3 id={`row-${group}`} className="text-center font-display text-2xl font-semibold text-gold">
              {t.rows[group].title}
            </h3>
            <p className="mx-auto mt-2 max-w-2xl text-center text-mist-muted">{t.rows[group].intro}</p>
            <CardGrid ids={row} cards={cards} locale={locale} eager={rowIndex < 2} />
          </section>
        ))}
        <h2 className="mt-16 text-center font-display text-3xl font-semibold text-gold">{t.minorsTitle}</h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-mist-muted">{t.minorsIntro}</p>
        {suits.map((suit) => (
          <section key={suit} aria-labelledby={`suit-${suit}`} className="mx-auto mt-12 max-w-6xl">
            <h3 id={`suit-${suit}`} className="text-center font-display text-2xl font-semibold text-gold">
              {t.suits[suit].name}
            </h3>
            <p className="mx-auto mt-2 max-w-2xl text-center text-mist-muted">
              {t.suits[suit].intro}{' '}
              <a href={suitPath(suit, locale)} className="text-gold underline decoration-gold/40 underline-offset-4 hover:decoration-gold">
                {format(t.suitLink, { suit: t.suits[suit].name })}
              </a>
            </p>
            <CardGrid ids={suitCards(suit)} cards={cards} locale={locale} />
          </section>
        ))}
      </SimplePage>
    </>
  );
}
