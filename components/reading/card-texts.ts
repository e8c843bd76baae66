'use client';

import { useEffect, useState } from 'react';
import type { CardId } from '@/lib/tarot/deck';
import type { CardText } from './card-text';
import { loadTarotText } from './tarot-text-loader';
import type { ReadingTexts } from './texts';

/** Every card's texts in a language, from the catalogue the template reading loads too. */
async function loadCardTexts(texts: Pick<ReadingTexts, 'locale' | 'cardsPath'>): Promise<Record<CardId, CardText>> {
  const [messages, { cardSlug }, { cardIds }, { cardTextOf }] = await Promise.all([
    loadTarotText(texts.locale, 'whole deck'),
    import('@/lib/routes/card-slugs'),
    import('@/lib/tarot/deck'),
    import('./card-text'),
  ]);
  return Object.fromEntries(
    cardIds.map((id) => [id, cardTextOf(messages.Cards[id], `${texts.cardsPath}/${cardSlug(id, texts.locale)}`)]),
  ) as Record<CardId, CardText>;
}

/**
 * The reading's texts with every card's, once `wanted` (the whole deck chosen, or a minor card on
 * the table): the page brings the majors' only, so a reading of the major arcana costs nothing more.
 */
export function useCardTexts<T extends Pick<ReadingTexts, 'locale' | 'cardsPath' | 'cards'>>(texts: T, wanted: boolean): T {
  const [loaded, setLoaded] = useState<Record<CardId, CardText>>();
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    void loadCardTexts(texts).then((cards) => current && setLoaded(cards));
    return () => {
      current = false;
    };
  }, [wanted, loaded, texts]);
  return loaded ? { ...texts, cards: loaded } : texts;
}
