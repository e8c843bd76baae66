import { redirect } from 'next/navigation';
import { getMessages } from 'next-intl/server';
import { BackLink } from '@/components/layout/back-link';
import { FullReading, ReadingHeading } from '@/components/reading/full-reading';
import { SpreadCards } from '@/components/reading/spread-cards';
import { fullReadingTexts, readingTexts } from '@/components/reading/texts';
import { pageLocale } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { parseFullReadingQuery } from '@/lib/tarot/kept-reading-schema';

// The reading is in the URL's query: its cards are laid out here, on the server, so nothing jumps.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/full-reading'>) {
  return pageMetadata(params, '/full-reading');
}

export default async function FullReadingPage({ params, searchParams }: PageProps<'/[locale]/full-reading'>) {
  const locale = await pageLocale(params);
  const home = localizedPath('/', locale);
  const query = Object.entries(await searchParams).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : []));
  const selection = parseFullReadingQuery(new URLSearchParams(query).toString());
  if (!selection) redirect(home);

  const messages = await getMessages({ locale });
  const t = messages.FullReading;
  const quick = selection.type === 'quick-insight';
  return (
    <article>
      <BackLink
        href={home}
        label={
          <>
            <span className="hidden md:inline">{t.back}</span>
            <span className="md:hidden">{t.backShort}</span>
          </>
        }
      />
      <ReadingHeading title={quick ? t.quickTitle : t.title} />
      <FullReading selection={selection} texts={fullReadingTexts(await readingTexts(locale, [selection.type]), selection.type)}>
        <SpreadCards
          locale={locale}
          cards={selection.cards}
          reversed={selection.reversed}
          type={selection.type}
          messages={messages}
          title={t.cardsLabel}
        />
      </FullReading>
    </article>
  );
}
