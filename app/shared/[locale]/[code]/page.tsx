import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMessages } from 'next-intl/server';
import { ReadingText } from '@/components/reading/reading-text';
import { SpreadCards } from '@/components/reading/spread-cards';
import { withTag } from '@/components/reading/spread-labels';
import { Invitation } from '@/components/reading/invitation';
import { pageLocale } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/routes/paths';
import type { Locale } from '@/lib/i18n/routing';
import { seoMetadata } from '@/lib/seo/metadata';
import { spreadImagePath } from '@/lib/og/spread-image';
import { parseSpreadCode } from '@/lib/share/spread-code';
import { answerOf, localReading } from '@/lib/tarot/local-reading';
import { readingFor } from '@/lib/tarot/reading';
import { readingAsk } from '@/lib/tarot/reading-contract';
import { format } from '@/lib/format';
import { joinList } from '@/lib/tarot/text';
import { themedPagePaths } from '@/lib/routes/pages';
import { themeOfType } from '@/lib/tarot/themed-pages';

// One page per spread, of millions: none is built ahead; each is made on its first request, then
// served from the server's bounded page cache and cacheable by a CDN (s-maxage, then revalidated
// in the background), as it depends only on its code.
export function generateStaticParams() {
  return [];
}
export const dynamicParams = true;
export const revalidate = 86_400;

async function sharedSpread(params: PageProps<'/shared/[locale]/[code]'>['params']) {
  const locale = await pageLocale(params);
  const { code } = await params;
  const parsed = parseSpreadCode(code);
  if (!parsed.success) notFound();
  const messages = await getMessages({ locale });
  const { cards, type, reversed } = parsed.data;
  const spread = messages.ReadingTypes[type].label;
  const cardNames = joinList(
    cards.map((id, index) => withTag(messages.Cards[id].name, reversed?.[index] === true && messages.Reading.reversedTag)),
    locale,
  );
  return { locale, code, cards, reversed, type, messages, spread, cardNames };
}

export async function generateMetadata({ params }: PageProps<'/shared/[locale]/[code]'>): Promise<Metadata> {
  const { locale, code, messages, spread, cardNames } = await sharedSpread(params);
  const t = messages.SharedReading;
  const image = { url: spreadImagePath(locale, code), alt: format(t.imageAlt, { spread, cards: cardNames }) };
  return seoMetadata(
    locale,
    { shared: code },
    { title: format(t.metaTitle, { spread }), description: format(t.metaDescription, { spread, cards: cardNames }) },
    { noindex: true, image },
  );
}

/** Where the visitor can draw their own: the themed page that offers this spread, and the home. */
function invitations(locale: Locale, messages: Awaited<ReturnType<typeof getMessages>>, type: Parameters<typeof themeOfType>[0]) {
  const theme = themeOfType(type);
  const home = { href: localizedPath('/', locale), label: messages.SharedReading.ctaHome };
  return theme ? [home, { href: localizedPath(themedPagePaths[theme], locale), label: messages.Nav[theme] }] : [home];
}

/**
 * A spread someone shared: its cards in their positions and the template reading of that spread,
 * which is the same for everyone who opens the link. Nothing of the sharer's question or written
 * reading exists here.
 */
export default async function SharedReadingPage({ params }: PageProps<'/shared/[locale]/[code]'>) {
  const { locale, cards, reversed, type, messages, spread } = await sharedSpread(params);
  const t = messages.SharedReading;
  // The ask the full reading sends for the same spread, reversals included, so both read alike.
  const ask = readingAsk(cards, type, undefined, locale, reversed);
  const reading = localReading(ask, messages, { shared: true });
  // A yes or no stands under the cards in a few words, as on the table; the reading gives why.
  const answer = answerOf(ask, messages);

  return (
    <article>
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-violet">{t.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-wide text-gold sm:text-5xl">{spread}</h1>
        <p className="mt-4 text-lg text-mist-muted">{t.intro}</p>
      </header>

      {/* A spread read off its own subject (the yes-or-no card asked nothing) shows its generic labels, as its reading does. */}
      <div className="group/reading" data-off-subject={readingFor(ask).offSubject || undefined}>
        <SpreadCards locale={locale} cards={cards} reversed={reversed} type={type} messages={messages} title={t.cardsTitle} />
      </div>
      {answer && (
        <p className="mt-6 text-center font-display text-3xl font-semibold text-gold" data-answer>
          {answer}
        </p>
      )}

      <section
        aria-labelledby="shared-reading"
        className="mx-auto mt-12 max-w-3xl rounded-3xl border border-violet/30 bg-night-900/90 p-6 sm:p-8"
      >
        <h2 id="shared-reading" className="text-2xl font-semibold text-gold">
          {t.readingTitle}
        </h2>
        <div className="mt-5">
          <ReadingText text={reading} />
          <p className="mt-6 text-sm text-mist-muted">{t.readingNote}</p>
        </div>
      </section>

      <Invitation className="mt-12" title={t.ctaTitle} text={t.ctaText} links={invitations(locale, messages, type)} />
    </article>
  );
}
