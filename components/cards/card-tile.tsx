import { cardPath } from '@/lib/routes/paths';
import type { Locale } from '@/lib/i18n/routing';
import { cardById, CARD_IMAGE_SIZE, type CardId } from '@/lib/tarot/deck';

/** A card's art, number and name, linking to its page; `note` says why it is shown here. */
export function CardTile({
  id,
  name,
  locale,
  note,
  eager = false,
}: {
  id: CardId;
  name: string;
  locale: Locale;
  note?: string;
  eager?: boolean;
}) {
  const { image, numeral } = cardById(id);
  // Short class names (globals.css): the index lists 78 of these, and each class is sent twice.
  return (
    <a href={cardPath(id, locale)} className="card-tile">
      {/* The name beside it names the card; the art is decoration here. */}
      <img src={image} {...CARD_IMAGE_SIZE} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" />
      {/* Court cards carry no number; the line keeps its height so names align. */}
      <span className="card-tile-number">{numeral}</span>
      <span className="card-tile-name">{name}</span>
      {note && <span className="mt-1 text-xs text-mist-muted">{note}</span>}
    </a>
  );
}
