'use client';

import { useState } from 'react';
import type { PickingState } from '@/lib/tarot/picking';
import { expectedCardCount, positionsOf } from '@/lib/tarot/spreads';
import { format } from '@/lib/tarot/text';
import { cn } from '@/lib/utils';
import { TarotCard } from './tarot-card';
import type { ReadingTexts } from './texts';

export interface ChosenSpreadProps {
  state: PickingState;
  glowing: boolean;
  texts: Pick<ReadingTexts, 'reading' | 'types' | 'cards' | 'backAlt'>;
  onPutBack: (index: number) => void;
  onFlip: (index: number) => void;
}

/** The chosen cards in their positions: put back while picking, turned over one by one, then explained. */
export function ChosenSpread({ state, glowing, texts, onPutBack, onFlip }: ChosenSpreadProps) {
  const [opened, setOpened] = useState<number | null>(null);
  const positions = positionsOf(state.readingType);
  const total = expectedCardCount(state.readingType);
  const labels = texts.types[state.readingType].positions as Record<string, string>;

  return (
    <section aria-label={texts.reading.chosenLabel}>
      <ol className={cn('flex flex-wrap justify-center gap-4 rounded-3xl p-3', state.phase === 'channelling' && 'selection-glow')}>
        {positions.map((position, index) => {
          const card = state.picked[index];
          const label = labels[position.key] ?? '';
          const faceUp = state.faceUp[index] === true;
          const cardText = card ? texts.cards[card] : undefined;
          let action: { label: string; run: () => void } | undefined;
          if (card && state.phase === 'picking') action = { label: format(texts.reading.putBack, { n: String(index + 1) }), run: () => onPutBack(index) };
          else if (card && state.phase === 'revealing' && !faceUp) {
            action = { label: format(texts.reading.turnOver, { n: String(index + 1), position: label }), run: () => onFlip(index) };
          } else if (card && faceUp && cardText) {
            action = {
              label: format(texts.reading.showMeaning, { position: label, card: cardText.name }),
              run: () => setOpened(opened === index ? null : index),
            };
          }
          return (
            <li key={position.key} className="w-28 text-center sm:w-36">
              <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-violet">{label}</p>
              {card && cardText ? (
                <button
                  type="button"
                  disabled={!action}
                  aria-label={action?.label}
                  aria-expanded={faceUp && state.phase === 'revealed' ? opened === index : undefined}
                  onClick={action?.run}
                  className={cn('block w-full rounded-xl', glowing && 'glow')}
                >
                  <TarotCard card={card} text={cardText} backAlt={texts.backAlt} faceUp={faceUp} priority />
                </button>
              ) : (
                <div aria-hidden="true" className="aspect-[3/5] rounded-xl border-2 border-dashed border-violet/30" />
              )}
              {faceUp && cardText && <p className="mt-2 font-display text-sm font-semibold text-gold">{cardText.name}</p>}
              {opened === index && cardText && <p className="mt-1 text-xs text-mist-muted">{cardText.keywords}</p>}
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite">
        {state.phase === 'picking' && state.picked.length > 0
          ? format(texts.reading.cardChosen, { n: String(state.picked.length), total: String(total) })
          : ''}
      </p>
    </section>
  );
}
