'use client';

import { useEffect, useState } from 'react';
import type { ReadingAsk } from '@/lib/tarot/reading-contract';
import { loadTarotText } from './tarot-text-loader';

/** Each card's paragraph for this reading (its theme and position), loaded once `ready`. */
export function useCardParagraphs(ask: ReadingAsk | null, ready: boolean): string[] | null {
  const [paragraphs, setParagraphs] = useState<{ key: string; texts: string[] } | null>(null);
  const key = JSON.stringify(ask);
  useEffect(() => {
    if (!ready || !ask) return;
    let current = true;
    void Promise.all([import('@/lib/tarot/local-reading'), loadTarotText(ask.locale)]).then(([{ cardParagraphs }, text]) => {
      if (current) setParagraphs({ key, texts: cardParagraphs(ask, text) });
    });
    return () => {
      current = false;
    };
    // `ask` is the reading `key` spells.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready]);
  return paragraphs?.key === key ? paragraphs.texts : null;
}
