'use client';

import { useEffect, useState } from 'react';
import { isMajor, type CardId } from '@/lib/tarot/deck';
import type { CardTextSet } from '@/lib/routes/paths';
import type { CardText } from './card-text';
import type { ReadingTexts } from './texts';

type CardTexts = Partial<Record<CardId, CardText>>;

// One request per set and page, shared by every component that asks; a failed one may be asked again.
const requests = new Map<string, Promise<CardTexts>>();

function request(url: string): Promise<CardTexts> {
  let pending = requests.get(url);
  if (!pending) {
    pending = (async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      const { cardTextsSchema } = await import('./card-texts-schema');
      return cardTextsSchema.parse(await response.json());
    })();
    pending.catch(() => requests.delete(url));
    requests.set(url, pending);
  }
  return pending;
}

/** The set that holds every card in `cards` the page did not bring, or none when it brought them all. */
export function setFor(cards: readonly CardId[], have: CardTexts, wholeDeck: boolean): CardTextSet | undefined {
  const missing = cards.filter((card) => !have[card]);
  if (missing.length === 0) return undefined;
  return wholeDeck || !missing.every(isMajor) ? 'deck' : 'major';
}

const RETRY_MS = 2_000;

/**
 * The reading's texts with the texts of `cards` (the picked ones, today's card): those the page did
 * not bring load as one set, the whole deck's when it is chosen or a minor card is on the table, so
 * a reading of the major arcana loads the majors' only. A failed load is tried again.
 */
export function useCardTexts<T extends Pick<ReadingTexts, 'cards' | 'cardTextsPaths'>>(
  texts: T,
  cards: readonly CardId[],
  wholeDeck = false,
): T {
  const [loaded, setLoaded] = useState<CardTexts>();
  const have = loaded ? { ...texts.cards, ...loaded } : texts.cards;
  const wanted = setFor(cards, have, wholeDeck);
  const url = wanted && texts.cardTextsPaths[wanted];
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || !url) return;
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    request(url).then(
      (cards) => current && setLoaded(cards),
      () => {
        if (current) retry = setTimeout(() => setAttempt((count) => count + 1), RETRY_MS);
      },
    );
    return () => {
      current = false;
      clearTimeout(retry);
    };
  }, [wanted, url, attempt]);
  return loaded ? { ...texts, cards: have } : texts;
}
