'use client';

import { useEffect, useMemo, useState } from 'react';
import { CardFan } from '@/components/reading/card-fan';
import { Consulting } from '@/components/reading/consulting';
import { ReadingText } from '@/components/reading/reading-text';
import type { CardText } from '@/components/reading/card-text';
import { useCardTexts } from '@/components/reading/card-texts';
import { CardNameLink, TarotCard } from '@/components/reading/tarot-card';
import { useKeptTable } from '@/components/reading/use-kept-table';
import { useGeneration } from '@/components/reading/use-generation';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/routing';
import type { CardTextSet } from '@/lib/routes/paths';
import { isMajor, majorIds, type MajorId } from '@/lib/tarot/deck';
import { miniLovePositions, miniLoveSlots, MINI_LOVE_CARD_COUNT, type MiniLoveInterface } from '@/lib/tarot/mini-love';
import { shuffle } from '@/lib/tarot/random';
import type { ReadingSource } from '@/lib/tarot/reading-contract';
import { format } from '@/lib/format';
import { timings } from '@/components/reading/timings';

export interface MiniReadingProps {
  /** The article's language: the interpretation is written in it. */
  locale: Locale;
  /** Its interface and the cards' words for each position (its template reading loads its own texts when needed). */
  text: { MiniLove: MiniLoveInterface };
  /** Where the cards' names and art texts load from once the deck is shuffled: the page does not carry them. */
  cardTextsPaths: Record<CardTextSet, string>;
  backAlt: string;
  reading: { deckLabel: string; faceDownCard: string };
}

const noCards: Partial<Record<MajorId, CardText>> = {};

/** 'What Is He Thinking?': shuffle, four distinct picks, then one combined interpretation. */
export function MiniReading({ locale, text, cardTextsPaths, backAlt, reading }: MiniReadingProps) {
  const t = text.MiniLove;
  const [deck, setDeck] = useState<MajorId[] | null>(null);
  const { cards } = useCardTexts({ cards: noCards, cardTextsPaths }, deck ?? []);
  const [picked, setPicked] = useState<MajorId[]>([]);
  const [ready, setReady] = useState(false);
  const [kept, setKept] = useState<{ text: string; source: ReadingSource }>();
  const complete = picked.length === MINI_LOVE_CARD_COUNT;

  useEffect(() => {
    if (!complete) return;
    const timer = setTimeout(() => setReady(true), timings.miniLoveReveal);
    return () => clearTimeout(timer);
  }, [complete]);

  const request = useMemo(() => (ready ? { kind: 'mini-love' as const, cards: picked, locale } : null), [ready, picked, locale]);
  const generation = useGeneration(request, { delay: 0, cached: kept });
  // The four cards are kept for the article; back on it from a card's page, the same four cards and their reading.
  const onTable = useMemo(() => (ready ? { cards: picked, type: 'mini-love' as const } : null), [ready, picked]);
  const table = useKeptTable(onTable, generation, (restored) => {
    // The mini reading draws the majors only (its kept table is checked for them).
    if (restored.type !== 'mini-love' || !restored.cards.every(isMajor)) return;
    setDeck(restored.cards);
    setPicked(restored.cards);
    setReady(true);
    setKept(restored.interpretation);
  });
  const named = picked.every((card) => cards[card]);
  const slots =
    complete && named
      ? miniLoveSlots(picked as unknown as readonly [MajorId, MajorId, MajorId, MajorId], {
          MiniLove: t,
          Cards: cards as Record<MajorId, CardText>,
        })
      : [];
  const reset = () => {
    table.forget();
    setKept(undefined);
    setDeck(null);
    setPicked([]);
    setReady(false);
  };

  return (
    <section
      aria-labelledby="mini-reading-title"
      data-full-navigation
      className="not-prose my-10 rounded-3xl border border-gold/40 bg-night-900/95 p-6 sm:p-8"
    >
      <h2 id="mini-reading-title" className="mt-0 text-2xl font-semibold text-gold">
        {t.title}
      </h2>
      <p className="mt-2 text-mist-muted">{t.intro}</p>
      {!deck && (
        <Button className="mt-6" onClick={() => setDeck(shuffle(majorIds, Math.random))}>
          {t.shuffle}
        </Button>
      )}
      {deck && (
        <div className="mt-6 space-y-6">
          {/* Each slot spans four rows of one grid, so labels, cards and names line up across slots however the labels wrap. */}
          <ol className="grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-4">
            {miniLovePositions.map((position, index) => {
              const card = picked[index];
              const cardText = card && cards[card];
              return (
                <li key={position} className="row-span-4 grid grid-rows-subgrid gap-y-2 text-center">
                  <p className="self-end text-xs font-semibold uppercase tracking-wider text-violet">
                    <span aria-hidden="true" className="text-gold">
                      {index + 1}.{' '}
                    </span>
                    {t.positions[position]}
                  </p>
                  {card && cardText ? (
                    <>
                      <TarotCard card={card} text={cardText} backAlt={backAlt} faceUp />
                      <p className="font-display text-sm font-semibold text-gold">
                        <CardNameLink text={cardText} />
                      </p>
                      {slots[index] && <p className="text-left text-sm text-mist">{slots[index].text}</p>}
                    </>
                  ) : (
                    <div aria-hidden="true" className="aspect-[3/5] rounded-xl border-2 border-dashed border-violet/30" />
                  )}
                </li>
              );
            })}
          </ol>
          {!complete && (
            <>
              <p role="status" className="text-center font-display text-lg text-gold">
                {format(t.selectPrompt, { n: String(picked.length + 1), position: t.positions[miniLovePositions[picked.length]!] })}
              </p>
              <CardFan
                deck={deck}
                picked={picked}
                disabled={false}
                onPick={(card) => isMajor(card) && !picked.includes(card) && setPicked([...picked, card])}
                labels={{ deck: reading.deckLabel, faceDownCard: reading.faceDownCard }}
              />
            </>
          )}
          {complete && (
            <div className="border-t border-violet/25 pt-6" aria-busy={generation.status !== 'done' && generation.status !== 'failed'}>
              <h3 className="text-lg font-semibold text-gold">{t.combinedTitle}</h3>
              {generation.status === 'waiting' && <Consulting label={t.consulting} className="mt-3" />}
              {(generation.status === 'streaming' || generation.status === 'done') && (
                <div className="text-reveal mt-3">
                  <ReadingText text={generation.text} />
                </div>
              )}
              {generation.status === 'failed' && <p className="mt-3">{t.fallback}</p>}
            </div>
          )}
          {complete && (
            <Button variant="outline" onClick={reset}>
              {t.newReading}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
