import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMessages } from 'next-intl/server';
import { Breadcrumbs } from '@/components/cards/breadcrumbs';
import { CardTile } from '@/components/cards/card-tile';
import { Invitation } from '@/components/reading/invitation';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonVariants } from '@/components/ui/button';
import { cardLean, neighbours, relatedCards } from '@/lib/cards/library';
import { cardBySlug, cardSlug } from '@/lib/routes/card-slugs';
import { cardContent } from '@/content/cards';
import { pageLocale } from '@/lib/i18n/page';
import { cardPath, localizedPath } from '@/lib/routes/paths';
import { locales, type Locale } from '@/lib/i18n/routing';
import { cardShareImagePath } from '@/lib/og/card-image';
import { seoMetadata } from '@/lib/seo/metadata';
import { cardTermData } from '@/lib/seo/structured-data';
import { cardById, cardIds, CARD_IMAGE_SIZE, type CardId } from '@/lib/tarot/deck';
import { questionThemes } from '@/lib/tarot/question-themes';
import { format } from '@/lib/format';

type CardParams = Promise<{ locale: string; card: string }>;

// Each card under its name in each language (lib/cards/slugs.ts); any other slug is a 404.
export function generateStaticParams() {
  return locales.flatMap((locale) => cardIds.map((id) => ({ locale, card: cardSlug(id, locale) })));
}
export const dynamicParams = false;

async function cardPage(params: CardParams): Promise<{ locale: Locale; id: CardId; messages: Awaited<ReturnType<typeof getMessages>> }> {
  const locale = await pageLocale(params);
  const id = cardBySlug((await params).card, locale);
  if (!id) notFound();
  return { locale, id, messages: await getMessages({ locale }) };
}

function describe(messages: Awaited<ReturnType<typeof getMessages>>, id: CardId) {
  const { name, keywords } = messages.Cards[id];
  const values = { name, numeral: cardById(id).numeral, keywords };
  return { title: format(messages.CardLibrary.cardTitle, values), description: format(messages.CardLibrary.cardDescription, values) };
}

export async function generateMetadata({ params }: { params: CardParams }): Promise<Metadata> {
  const { locale, id, messages } = await cardPage(params);
  const image = { url: cardShareImagePath(id), alt: messages.Cards[id].alt };
  return seoMetadata(locale, { card: id }, describe(messages, id), { type: 'article', image });
}

const stanceKeys = ['past', 'present', 'future', 'obstacle', 'advice'] as const;

/** One major arcana card: its art, what it shows, its meanings by theme and position, and its neighbours. */
export default async function CardPage({ params }: { params: CardParams }) {
  const { locale, id, messages } = await cardPage(params);
  const { CardLibrary: t, Nav: nav } = messages;
  const card = messages.Cards[id];
  const { numeral, image } = cardById(id);
  const { overview, present } = cardContent[locale][id];
  const stances = { ...card.stances, present };
  const lean = cardLean(id);
  const { previous, next } = neighbours(id);
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
        <header className="mx-auto grid max-w-5xl items-center gap-8 md:grid-cols-[minmax(0,30rem)_1fr]">
          <img
            src={image}
            width={CARD_IMAGE_SIZE.width * 2}
            height={CARD_IMAGE_SIZE.height * 2}
            alt={card.alt}
            fetchPriority="high"
            // The whole card above the fold: a phone keeps room for the name, a desktop fits the height.
            className="mx-auto h-auto w-full max-w-64 rounded-3xl shadow-2xl md:max-w-[min(30rem,calc((100svh-9rem)*0.6))]"
          />
          <div className="text-center md:text-left">
            <p className="text-sm font-semibold uppercase tracking-widest text-violet">{format(t.numberLabel, { numeral })}</p>
            <h1 className="mt-2 text-4xl font-bold tracking-wide text-gold sm:text-6xl">{card.name}</h1>
            <h2 className="sr-only">{t.keywordsLabel}</h2>
            <ul className="mt-5 flex flex-wrap justify-center gap-2 md:justify-start">
              {card.keywords.split(', ').map((keyword) => (
                <li key={keyword} className="rounded-full border border-violet/40 px-3 py-1 text-sm text-mist">
                  {keyword}
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap justify-center gap-3 md:justify-start">
              <a href={localizedPath('/', locale)} className={buttonVariants()}>
              {t.ctaHome}
            </a>
            </div>
          </div>
        </header>

        <div className="prose-tarot mx-auto mt-14 max-w-3xl">
          <h2>{t.overviewTitle}</h2>
          {overview.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}

          <h2>{t.themesTitle}</h2>
          {questionThemes.map((theme) => (
            <section key={theme} aria-labelledby={`theme-${theme}`}>
              <h3 id={`theme-${theme}`}>{t.themes[theme]}</h3>
              <p>{card.meanings[theme]}</p>
            </section>
          ))}

          <h2>{t.positionsTitle}</h2>
          <p>{t.positionsIntro}</p>
          {stanceKeys.map((key) => (
            <section key={key} aria-labelledby={`position-${key}`}>
              <h3 id={`position-${key}`}>{t.positions[key]}</h3>
              <p>{stances[key]}</p>
            </section>
          ))}

          <h2>{t.leanTitle}</h2>
          <p>
            <strong className="text-gold">{t.lean[lean].label}.</strong> {t.lean[lean].text}
          </p>
        </div>

        <section aria-labelledby="related" className="mx-auto mt-14 max-w-3xl">
          <h2 id="related" className="font-display text-[1.6rem] font-semibold text-gold">
            {t.relatedTitle}
          </h2>
          <ul className="mt-6 flex flex-wrap justify-center gap-3 sm:justify-start">
            {relatedCards(id).map(({ card: other, relation }) => (
              <li key={other} className="w-32">
                <CardTile id={other} name={messages.Cards[other].name} locale={locale} note={t.relations[relation]} />
              </li>
            ))}
          </ul>
        </section>

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

      <nav aria-label={t.pagerLabel} className="mx-auto mt-12 grid max-w-3xl grid-cols-3 items-center gap-3 text-sm">
        {previous ? (
          <a href={cardPath(previous, locale)} rel="prev" className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 hover:text-gold">
            <span aria-hidden="true">←</span>
            <span>
              <span className="sr-only">{t.previous}: </span>
              {messages.Cards[previous].name}
            </span>
          </a>
        ) : (
          <span />
        )}
        <a href={localizedPath('/cards', locale)} className="inline-flex min-h-11 items-center justify-self-center rounded-full px-3 text-center hover:text-gold">
          {t.allCards}
        </a>
        {next ? (
          <a href={cardPath(next, locale)} rel="next" className="inline-flex min-h-11 items-center gap-2 justify-self-end rounded-full px-3 text-right hover:text-gold">
            <span>
              <span className="sr-only">{t.next}: </span>
              {messages.Cards[next].name}
            </span>
            <span aria-hidden="true">→</span>
          </a>
        ) : (
          <span />
        )}
      </nav>
    </>
  );
}
