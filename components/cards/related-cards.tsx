import type { Messages } from 'next-intl';
import { CardTile } from '@/components/cards/card-tile';
import { relatedCards, type Relation } from '@/lib/cards/library';
import { isMajor } from '@/lib/tarot/deck';
import type { Locale } from '@/lib/i18n/routing';
import type { CardId } from '@/lib/tarot/deck';

interface RelatedCardsProps {
  id: CardId;
  locale: Locale;
  cards: Messages['Cards'];
  t: Messages['CardLibrary'];
}

/** The cards to read next, each with why: its neighbours in the journey and its counterparts. */
export function RelatedCards({ id, locale, cards, t }: RelatedCardsProps) {
  return (
    <section aria-labelledby="related" className="mx-auto mt-14 max-w-3xl">
      <h2 id="related" className="font-display text-[1.6rem] font-semibold text-gold">
        {t.relatedTitle}
      </h2>
      <ul className="mt-6 flex flex-wrap justify-center gap-3 sm:justify-start">
        {relatedCards(id).map(({ card: other, relation }) => (
          <li key={other} className="w-32">
            <CardTile id={other} name={cards[other].name} locale={locale} note={relationLabel(relation, isMajor(id), t)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Why a related card is shown: a minor's neighbours are in its suit, a major's in the journey. */
function relationLabel(relation: Relation, major: boolean, t: Messages['CardLibrary']): string {
  if (relation === 'previous' || relation === 'next') return major ? t.relations[relation] : t.relations[`${relation}InSuit`];
  return t.relations[relation];
}
