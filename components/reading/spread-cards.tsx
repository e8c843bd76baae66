import type { CSSProperties } from 'react';
import type { getMessages } from 'next-intl/server';
import { cardPath } from '@/lib/routes/paths';
import type { Locale } from '@/lib/i18n/routing';
import { cardById, CARD_IMAGE_SIZE, type CardId } from '@/lib/tarot/deck';
import { positionsOf, type ReadingType } from '@/lib/tarot/spreads';

export interface SpreadCardsProps {
  locale: Locale;
  cards: readonly CardId[];
  type: ReadingType;
  messages: Awaited<ReturnType<typeof getMessages>>;
  title: string;
}

/**
 * A spread's cards face up in their positions, laid out as the reading laid them, each name
 * leading to the card's page (a plain link: Back finds this page in the browser's cache).
 * Rendered on the server, so the page never jumps when they arrive.
 */
export function SpreadCards({ locale, cards, type, messages, title }: SpreadCardsProps) {
  const positions = positionsOf(type);
  const labels = messages.ReadingTypes[type].positions as Record<string, string>;
  return (
    <section aria-labelledby="spread-cards" className="mt-8">
      <h2 id="spread-cards" className="sr-only">
        {title}
      </h2>
      <ol data-count={cards.length} style={{ '--count': cards.length } as CSSProperties} className="spread">
        {cards.map((id, index) => {
          const card = messages.Cards[id];
          return (
            <li key={id} className="flex flex-col text-center">
              <p className="mb-1.5 flex min-h-[2.5em] items-end justify-center text-xs font-semibold uppercase leading-tight tracking-wider text-violet md:text-sm">
                {labels[positions[index]!.key]}
              </p>
              <img
                src={cardById(id).image}
                {...CARD_IMAGE_SIZE}
                alt={card.alt}
                fetchPriority={index === 0 ? 'high' : undefined}
                className="h-auto w-full rounded-xl shadow-lg"
              />
              <p className="mt-2 font-display text-sm font-semibold leading-tight text-gold md:text-base">
                <a
                  href={cardPath(id, locale)}
                  className="inline-block rounded py-1 underline decoration-gold/40 underline-offset-4 hover:decoration-gold"
                >
                  {card.name}
                </a>
              </p>
              <p className="mt-1 text-xs text-mist-muted md:text-sm">{card.keywords}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
