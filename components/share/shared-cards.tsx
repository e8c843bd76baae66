import type { getMessages } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { cardPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { cardById, CARD_IMAGE_SIZE, type CardId } from '@/lib/tarot/deck';
import { positionsOf, type ReadingType } from '@/lib/tarot/spreads';

export interface SharedCardsProps {
  locale: Locale;
  cards: readonly CardId[];
  type: ReadingType;
  messages: Awaited<ReturnType<typeof getMessages>>;
  title: string;
}

/** A spread's cards face up in their positions, each name leading to the card's page. */
export function SharedCards({ locale, cards, type, messages, title }: SharedCardsProps) {
  const positions = positionsOf(type);
  const labels = messages.ReadingTypes[type].positions as Record<string, string>;
  return (
    <section aria-labelledby="shared-cards" className="mt-10">
      <h2 id="shared-cards" className="sr-only">
        {title}
      </h2>
      <ol className="flex flex-wrap justify-center gap-5">
        {cards.map((id, index) => {
          const card = messages.Cards[id];
          return (
            <li key={id} className="w-36 text-center sm:w-44">
              <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-violet">{labels[positions[index]!.key]}</p>
              <img src={cardById(id).image} {...CARD_IMAGE_SIZE} alt={card.alt} fetchPriority={index === 0 ? 'high' : undefined} className="h-auto w-full rounded-xl shadow-lg" />
              <p className="mt-3 font-display font-semibold text-gold">
                <Link href={cardPath(id, locale)} className="inline-block rounded py-1 underline decoration-gold/40 underline-offset-4 hover:decoration-gold">
                  {card.name}
                </Link>
              </p>
              <p className="mt-1 text-sm text-mist-muted">{card.keywords}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
