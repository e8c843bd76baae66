import { getMessages } from 'next-intl/server';
import { Breadcrumbs } from '@/components/cards/breadcrumbs';
import { CardTile } from '@/components/cards/card-tile';
import { SimplePage } from '@/components/layout/simple-page';
import { journeyRows } from '@/lib/cards/library';
import { pageLocale } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/routes/paths';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/cards');

/** The 22 major arcana as a reader learns them: the Fool, then three rows of seven. */
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
        {journeyRows.map(({ group, cards: row }, rowIndex) => (
          <section key={group} aria-labelledby={`row-${group}`} className="mx-auto mt-12 max-w-6xl">
            <h2 id={`row-${group}`} className="text-center font-display text-2xl font-semibold text-gold">
              {t.rows[group].title}
            </h2>
            <p className="mx-auto mt-2 max-w-2xl text-center text-mist-muted">{t.rows[group].intro}</p>
            <ol className="mt-6 flex flex-wrap justify-center gap-2 sm:gap-3">
              {row.map((id) => (
                <li key={id} className="w-[calc(33%-0.5rem)] sm:w-32">
                  <CardTile id={id} name={cards[id].name} locale={locale} eager={rowIndex < 2} />
                </li>
              ))}
            </ol>
          </section>
        ))}
      </SimplePage>
    </>
  );
}
