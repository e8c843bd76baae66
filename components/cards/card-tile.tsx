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
  return (
    <a href={cardPath(id, locale)} className="group flex h-full flex-col items-center rounded-2xl p-2 text-center hover:bg-night-800/60">
      {/* The name beside it names the card; the art is decoration here. */}
      <img
        src={image}
        {...CARD_IMAGE_SIZE}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="h-auto w-full max-w-36 rounded-xl shadow-lg transition-transform group-hover:-translate-y-1 motion-reduce:transition-none"
      />
      <span className="mt-2 text-xs tracking-widest text-violet">{numeral}</span>
      <span className="font-display text-sm font-semibold text-gold">{name}</span>
      {note && <span className="mt-1 text-xs text-mist-muted">{note}</span>}
    </a>
  );
}
