'use client';

import { useState } from 'react';
import type { PickingState } from '@/lib/tarot/picking';
import type { ReadingAsk } from '@/lib/tarot/reading-contract';
import { expectedCardCount, isYesNo, layoutOf, positionsOf } from '@/lib/tarot/spreads';
import { format } from '@/lib/format';
import { cardLink } from '@/lib/routes/card-sections';
import { cn } from '@/lib/utils';
import { PositionLegend, SlotLabel, spreadLabels } from './spread-labels';
import { isAcross, LiftToggle, SlotNumber, slotStyle, SpreadList } from './spread-layout';
import { CardNameLink, TarotCard } from './tarot-card';
import type { ReadingTexts } from './texts';
import { useCardReading } from './use-card-reading';

export interface ChosenSpreadProps {
  state: PickingState;
  ask: ReadingAsk;
  /** The question lies off the spread's subject: its positions take their generic labels. */
  offSubject: boolean;
  glowing: boolean;
  texts: Pick<ReadingTexts, 'reading' | 'types' | 'cards' | 'backAlt' | 'reveal'>;
  onPutBack: (index: number) => void;
  onFlip: (index: number) => void;
}

/** The chosen cards in their positions: put back while picking, turned over one by one, then explained. */
export function ChosenSpread({ state, ask, offSubject, glowing, texts, onPutBack, onFlip }: ChosenSpreadProps) {
  const [opened, setOpened] = useState<number | null>(null);
  const cardReading = useCardReading(ask, state.phase === 'revealing' || state.phase === 'revealed');
  const paragraphs = cardReading?.paragraphs;
  const openedCard = opened === null ? undefined : state.picked[opened];
  const openedText = openedCard && texts.cards[openedCard];
  const openedReversed = openedCard !== undefined && state.upsideDown.includes(openedCard);
  const positions = positionsOf(state.readingType);
  const total = expectedCardCount(state.readingType);
  const labels = spreadLabels(texts.types[state.readingType], offSubject);
  const compact = state.phase === 'picking';
  const layout = layoutOf(state.readingType);
  // The Celtic cross laid out: numbered cards, named in its key.
  const shaped = layout === 'celtic' && !compact;

  return (
    <section
      aria-label={texts.reading.chosenLabel}
      data-spread
      // Where cards are turned by hand, the crossing card stands lifted until card 1 has been turned.
      data-lifted={(shaped && state.phase === 'revealing' && !state.faceUp[0]) || undefined}
    >
      <SpreadList
        layout={layout}
        count={total}
        compact={compact}
        aside={<LiftToggle label={texts.reading.liftCrossing} />}
        className={cn('rounded-3xl p-2', state.phase === 'channelling' && 'selection-glow')}
      >
        {positions.map((position, index) => {
          const card = state.picked[index];
          const label = labels[position.key] ?? '';
          const faceUp = state.faceUp[index] === true;
          const reversed = card !== undefined && state.upsideDown.includes(card);
          const cardText = card ? texts.cards[card] : undefined;
          let action: { label: string; run: () => void } | undefined;
          if (card && state.phase === 'picking')
            action = { label: format(texts.reading.putBack, { n: String(index + 1) }), run: () => onPutBack(index) };
          else if (card && state.phase === 'revealing' && !faceUp) {
            action = { label: format(texts.reading.turnOver, { n: String(index + 1), position: label }), run: () => onFlip(index) };
          } else if (card && faceUp && cardText) {
            action = {
              label: format(texts.reading.showMeaning, { position: label, card: cardText.name }),
              run: () => setOpened(opened === index ? null : index),
            };
          }
          return (
            <li
              key={position.key}
              style={slotStyle(layout, index, compact)}
              data-across={isAcross(layout, index, compact) || undefined}
              className="flex flex-col text-center"
            >
              {shaped ? (
                <SlotNumber index={index} label={label} across={isAcross(layout, index)} />
              ) : (
                <SlotLabel layout={layout} compact={compact} index={index} label={label} />
              )}
              {card && cardText ? (
                <button
                  type="button"
                  disabled={!action}
                  aria-label={action?.label}
                  aria-expanded={faceUp && cardText ? opened === index : undefined}
                  aria-controls={faceUp && opened === index ? 'card-meaning' : undefined}
                  onClick={action?.run}
                  // Where each card is turned by hand, the face-down ones pulse until they are.
                  className={cn(
                    'block w-full rounded-xl',
                    (glowing || (texts.reveal === 'click' && state.phase === 'revealing' && !faceUp)) && 'glow',
                  )}
                >
                  <TarotCard
                    card={card}
                    text={cardText}
                    backAlt={texts.backAlt}
                    faceUp={faceUp}
                    reversed={reversed}
                    reversedTag={texts.reading.reversedTag}
                    priority
                  />
                </button>
              ) : (
                <div aria-hidden="true" className="aspect-[3/5] rounded-xl border-2 border-dashed border-violet/30" />
              )}
              {/* A face-down card's name holds its room, so nothing moves as it turns. */}
              {cardText && !shaped && !compact && (
                <p
                  aria-hidden={!faceUp || undefined}
                  className={cn('mt-1.5 font-display text-sm font-semibold leading-tight text-gold md:text-base', !faceUp && 'invisible')}
                >
                  <CardNameLink text={cardText} reversedTag={reversed ? texts.reading.reversedTag : undefined} />
                </p>
              )}
            </li>
          );
        })}
      </SpreadList>
      {/* A yes-or-no spread keeps the room of its verdict from the last pick. */}
      {isYesNo(state.readingType) && !compact && (
        <p className="mt-4 min-h-9 text-center font-display text-3xl font-semibold text-gold" data-answer>
          {state.phase === 'revealed' && cardReading?.answer}
        </p>
      )}
      {shaped && (
        <PositionLegend
          labels={positions.map((position) => labels[position.key] ?? '')}
          concealed={state.picked.map((_, index) => !state.faceUp[index])}
          names={state.picked.map((card) => {
            const text = texts.cards[card];
            if (!text) return undefined;
            const reversed = state.upsideDown.includes(card);
            return (
              <>
                <CardNameLink text={text} />
                {reversed && ` (${texts.reading.reversedTag})`}
              </>
            );
          })}
        />
      )}
      {opened !== null && openedText && (
        <div id="card-meaning" className="mx-auto mt-6 max-w-2xl rounded-2xl border border-violet/30 bg-night-900/90 p-5">
          <h2 className="font-display text-lg font-semibold text-gold">
            {labels[positions[opened]!.key]}: {openedText.name}
            {openedReversed && ` (${texts.reading.reversedTag})`}
          </h2>
          <p className="mt-1 text-sm text-violet">{openedReversed ? openedText.reversedKeywords : openedText.keywords}</p>
          <p className="mt-3 leading-relaxed">{paragraphs?.[opened] ?? ''}</p>
          <p className="mt-4 text-sm">
            <a
              href={cardLink(openedText.path, openedReversed)}
              className="inline-flex min-h-11 items-center text-gold underline underline-offset-4"
            >
              {format(texts.reading.moreAboutCard, { card: openedText.name })}
            </a>
          </p>
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {state.phase === 'picking' && state.picked.length > 0
          ? format(texts.reading.cardChosen, { n: String(state.picked.length), total: String(total) })
          : ''}
      </p>
    </section>
  );
}
