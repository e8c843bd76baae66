import type { Messages } from 'next-intl';
import { neighbours } from '@/lib/cards/library';
import type { Locale } from '@/lib/i18n/routing';
import { cardPath, localizedPath } from '@/lib/routes/paths';
import type { CardId } from '@/lib/tarot/deck';

interface CardPagerProps {
  id: CardId;
  locale: Locale;
  cards: Messages['Cards'];
  t: Messages['CardLibrary'];
}

/** The previous and next card of the journey either side of the way back to all of them; an empty cell keeps that centred. */
export function CardPager({ id, locale, cards, t }: CardPagerProps) {
  const { previous, next } = neighbours(id);
  return (
    <nav aria-label={t.pagerLabel} className="mx-auto mt-12 grid max-w-3xl grid-cols-3 items-center gap-3 text-sm">
      {previous ? (
        <a
          href={cardPath(previous, locale)}
          rel="prev"
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 hover:text-gold"
        >
          <span aria-hidden="true">←</span>
          <span>
            <span className="sr-only">{t.previous}: </span>
            {cards[previous].name}
          </span>
        </a>
      ) : (
        <span />
      )}
      <a
        href={localizedPath('/cards', locale)}
        className="inline-flex min-h-11 items-center justify-self-center rounded-full px-3 text-center hover:text-gold"
      >
        {t.allCards}
      </a>
      {next ? (
        <a
          href={cardPath(next, locale)}
          rel="next"
          className="inline-flex min-h-11 items-center gap-2 justify-self-end rounded-full px-3 text-right hover:text-gold"
        >
          <span>
            <span className="sr-only">{t.next}: </span>
            {cards[next].name}
          </span>
          <span aria-hidden="true">→</span>
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
