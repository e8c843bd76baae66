import type { Messages } from 'next-intl';
import { suitContent } from '@/content/suits';
import { format } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { suitCards, type Suit } from '@/lib/tarot/deck';
import { CardGrid } from './card-grid';

interface SuitOverviewProps {
  suit: Suit;
  locale: Locale;
  cards: Messages['Cards'];
  t: Messages['CardLibrary'];
}

/** A suit's page: what the suit speaks of, then its fourteen cards, ace to king. */
export function SuitOverview({ suit, locale, cards, t }: SuitOverviewProps) {
  const name = t.suits[suit].name;
  return (
    <article>
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-violet">{t.minorsTitle}</p>
        <h1 className="mt-2 text-4xl font-bold tracking-wide text-gold sm:text-5xl">{format(t.suitTitle, { suit: name })}</h1>
        <p className="mt-4 text-lg text-mist-muted">{t.suits[suit].intro}</p>
      </header>
      <div className="prose-tarot mx-auto mt-10 max-w-3xl">
        {suitContent[locale][suit].overview.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <section aria-labelledby="suit-cards" className="mx-auto mt-12 max-w-6xl">
        <h2 id="suit-cards" className="text-center font-display text-2xl font-semibold text-gold">
          {format(t.suitCardsTitle, { suit: name })}
        </h2>
        <CardGrid ids={suitCards(suit)} cards={cards} locale={locale} />
      </section>
    </article>
  );
}
