'use client';

import { useEffect, useState } from 'react';
import type { ReadingAsk } from '@/lib/tarot/reading-contract';
import { loadTarotText } from './tarot-text-loader';

export interface CardReading {
  /** Each card's paragraph for its position and the reading's theme. */
  paragraphs: string[];
  /** A yes-or-no reading's answer in a few words. */
  answer?: string;
}

/** What the revealed cards say on their own, loaded once `ready`. */
export function useCardReading(ask: ReadingAsk | null, ready: boolean): CardReading | null {
  const [reading, setReading] = useState<{ key: string; value: CardReading } | null>(null);
  const key = JSON.stringify(ask);
  useEffect(() => {
    if (!ready || !ask) return;
    let current = true;
    void Promise.all([import('@/lib/tarot/local-reading'), loadTarotText(ask.locale, ask.cards)]).then(
      ([{ answerOf, cardParagraphs }, text]) => {
        if (current) setReading({ key, value: { paragraphs: cardParagraphs(ask, text), answer: answerOf(ask, text) } });
      },
    );
    return () => {
      current = false;
    };
    // `ask` is the reading `key` spells.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready]);
  return reading?.key === key ? reading.value : null;
}
