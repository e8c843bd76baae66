'use client';

import { cardBackImage, CARD_IMAGE_SIZE, type CardId } from '@/lib/tarot/deck';
import { format } from '@/lib/format';
import { cn } from '@/lib/utils';

export interface CardFanProps {
  deck: readonly CardId[];
  picked: readonly CardId[];
  disabled: boolean;
  onPick: (card: CardId) => void;
  labels: { deck: string; faceDownCard: string };
}

/** The 22 shuffled cards, face down, each a button; a chosen card leaves an empty place. */
export function CardFan({ deck, picked, disabled, onPick, labels }: CardFanProps) {
  return (
    <div
      className="max-h-[400px] overflow-y-auto rounded-3xl border border-violet/20 bg-night-900/60 p-4"
      role="group"
      aria-label={labels.deck}
    >
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(4.25rem,1fr))] gap-3 md:grid-cols-[repeat(11,minmax(0,1fr))]">
        {deck.map((card, index) => {
          const chosen = picked.includes(card);
          return (
            <li key={card} style={{ rotate: `${((index % 5) - 2) * 1.5}deg` }}>
              <button
                type="button"
                disabled={disabled || chosen}
                onClick={() => onPick(card)}
                aria-label={format(labels.faceDownCard, { n: String(index + 1) })}
                className={cn(
                  'block w-full rounded-lg transition-transform duration-200 enabled:hover:-translate-y-1.5 enabled:focus-visible:-translate-y-1.5 disabled:cursor-default',
                  chosen && 'invisible',
                )}
              >
                <img src={cardBackImage} {...CARD_IMAGE_SIZE} alt="" decoding="async" className="h-auto w-full rounded-lg" />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
