import type { Messages } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import { format } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/routes/paths';
import { cardById, CARD_IMAGE_SIZE, type CardId } from '@/lib/tarot/deck';
import { CardJumpLinks } from './card-meanings';

interface CardHeroProps {
  id: CardId;
  locale: Locale;
  card: Messages['Cards'][CardId];
  t: Messages['CardLibrary'];
}

/** A card page's opening: the art beside the card's number, name, keywords and the way to a reading. */
export function CardHero({ id, locale, card, t }: CardHeroProps) {
  const info = cardById(id);
  const label =
    info.arcana === 'major' ? format(t.numberLabel, { numeral: info.numeral }) : format(t.suitLabel, { suit: t.suits[info.suit].name });
  return (
    <header className="mx-auto grid max-w-5xl items-center gap-8 md:grid-cols-[minmax(0,30rem)_1fr]">
      <img
        src={info.image}
        width={CARD_IMAGE_SIZE.width * 2}
        height={CARD_IMAGE_SIZE.height * 2}
        alt={card.alt}
        fetchPriority="high"
        // The whole card above the fold: a phone keeps room for the name, a desktop fits the height.
        className="mx-auto h-auto w-full max-w-64 rounded-3xl shadow-2xl md:max-w-[min(30rem,calc((100svh-9rem)*0.6))]"
      />
      <div className="text-center md:text-left">
        <p className="text-sm font-semibold uppercase tracking-widest text-violet">{label}</p>
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
        <CardJumpLinks t={t} />
      </div>
    </header>
  );
}
