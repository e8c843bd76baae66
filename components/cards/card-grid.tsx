import type { Messages } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import type { CardId } from '@/lib/tarot/deck';
import { CardTile } from './card-tile';

/** A row of cards as tiles, in order: the library's rows and suits. */
export function CardGrid({
  ids,
  cards,
  locale,
  eager = false,
}: {
  ids: readonly CardId[];
  cards: Messages['Cards'];
  locale: Locale;
  eager?: boolean;
}) {
  return (
    <ol className="card-grid">
      {ids.map((id) => (
        <li key={id} className="card-cell">
          <CardTile id={id} name={cards[id].name} locale={locale} eager={eager} />
        </li>
      ))}
    </ol>
  );
}
