'use client';

import { useEffect, useEffectEvent } from 'react';
import { browserStorage } from '@/lib/browser-storage';
import type { CardId } from '@/lib/tarot/deck';
import { forgetTable, hasKeptTable, keepTable } from '@/lib/tarot/kept-reading';
import type { KeptTable } from '@/lib/tarot/kept-table';
import type { Generation } from './use-generation';
import { cameBackByHistory } from './history-return';

/** The reading laid out on a page's table, as it is kept. */
export interface TableReading {
  cards: readonly CardId[];
  type: KeptTable['type'];
  question?: string;
  reversed?: readonly boolean[];
}

/**
 * The reading to lay out again on this page: only on a page the browser reached with its back or
 * forward button, loaded again (from a card's page) or within this document (from the full
 * reading); a page it kept whole in its cache needs nothing.
 */
async function returningTable(): Promise<KeptTable | undefined> {
  const returned = cameBackByHistory();
  const storage = browserStorage('sessionStorage');
  if (!returned || !hasKeptTable(storage)) return undefined;
  // The schema and zod load only when there is a table to check.
  const { keptTable } = await import('@/lib/tarot/kept-table');
  return keptTable(storage, window.location.pathname);
}

/** A new reading on the page: nothing to lay out again. */
const forget = () => forgetTable(browserStorage('sessionStorage'));

/**
 * The table a page keeps in this tab, so that the visitor back on the page (from a card's page)
 * finds the same reading: `restore` lays out the table kept for this page, once; `reading`, while
 * on the table (null before), is kept with its written reading once `generation` finishes; and
 * `forget` is called when a new reading begins.
 */
export function useKeptTable(reading: TableReading | null, generation: Generation, restore: (table: KeptTable) => void) {
  const restoreTable = useEffectEvent(restore);
  useEffect(() => {
    let live = true;
    void returningTable().then((table) => {
      if (live && table) restoreTable(table);
    });
    return () => {
      live = false;
    };
  }, []);

  const finishedText = generation.status === 'done' ? generation.text : undefined;
  const finishedSource = generation.status === 'done' ? generation.source : undefined;
  useEffect(() => {
    if (!reading) return;
    const interpretation = finishedText !== undefined && finishedSource ? { text: finishedText, source: finishedSource } : undefined;
    const { cards, type, question, reversed } = reading;
    keepTable(browserStorage('sessionStorage'), {
      page: window.location.pathname,
      cards: [...cards],
      type,
      question,
      reversed: reversed && [...reversed],
      interpretation,
    });
  }, [reading, finishedText, finishedSource]);

  return { forget };
}
