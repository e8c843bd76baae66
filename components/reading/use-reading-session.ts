'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useReducer, useState, type RefObject } from 'react';
import { readingFinished } from '@/components/journal/keep-reading';
import { browserStorage } from '@/lib/browser-storage';
import { initialPicking, pickedReversed, pickingReducer } from '@/lib/tarot/picking';
import { readingAsk, type ReadingSource } from '@/lib/tarot/reading-contract';
import { fullReadingQuery, saveReading } from '@/lib/tarot/kept-reading';
import type { ReadingType } from '@/lib/tarot/spreads';
import { START_SCROLL_FRACTION, timings } from '@/components/reading/timings';
import type { ReadingTexts } from './texts';
import { useDeckSettings } from './use-deck-settings';
import { useGeneration } from './use-generation';
import { useKeptTable } from './use-kept-table';
import { prefersReducedMotion } from './media';
import { centreInView, scrollWindowTo } from './scroll';

let table: typeof import('./reading-table') | undefined;
let loading: Promise<{ fan: typeof import('@/lib/tarot/fan'); safety: typeof import('@/lib/tarot/safety/concern') }> | undefined;

/**
 * The cards' table, the deck's shuffle and the question's concern (which deck a question in pain is read from), loaded
 * once: when the page settles, at the visitor's first touch of the setup, or at the latest on Begin. A reading starts
 * only once all are here, so the setup gives way to the table in one step and the page never stands half empty between.
 */
export function loadTable() {
  loading ??= Promise.all([import('./reading-table'), import('@/lib/tarot/fan'), import('@/lib/tarot/safety/concern')]).then(
    ([module, fan, safety]) => {
      table = module;
      return { fan, safety };
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The table's component once it has loaded. */
export const loadedTable = () => table?.ReadingTable;

/**
 * One reading on a home or themed page: the type and question, the picks and their reveal (a
 * 5 s glow, a 0.5 s pause, then the language's reveal mode), the Italian inline reading, and the
 * move to the full reading, which keeps the question and any reading under way.
 */
export function useReadingSession(
  texts: ReadingTexts,
  defaultType: ReadingType,
  /** The flow's top (focused on a restart), its card area (scrolled to on start) and the spread with its status (centred as the cards turn). */
  {
    top,
    area,
    stage,
  }: { top: RefObject<HTMLDivElement | null>; area: RefObject<HTMLDivElement | null>; stage: RefObject<HTMLDivElement | null> },
) {
  const router = useRouter();
  const [type, setType] = useState(defaultType);
  const [question, setQuestion] = useState('');
  const [state, dispatch] = useReducer(pickingReducer, defaultType, initialPicking);
  const [glowDone, setGlowDone] = useState(false);
  const [inline, setInline] = useState(false);
  const [revealedByHand, setRevealedByHand] = useState(false);
  const [kept, setKept] = useState<{ text: string; source: ReadingSource }>();
  const [deckSettings, setDeckSettings] = useDeckSettings();

  useEffect(() => {
    if (state.phase !== 'channelling') return;
    // The fan has gone and the spread has grown: the cards glow and turn in the middle of the screen.
    const frame = requestAnimationFrame(() => stage.current && centreInView(stage.current));
    const glow = setTimeout(() => setGlowDone(true), timings.channelling);
    const reveal = setTimeout(() => {
      dispatch({ kind: 'channelled' });
      if (texts.reveal === 'auto') dispatch({ kind: 'flipAll' });
    }, timings.channelling + timings.pauseBeforeReveal);
    return () => {
      cancelAnimationFrame(frame);
      [glow, reveal].forEach((timer) => clearTimeout(timer));
    };
  }, [state.phase, texts.reveal, stage]);

  const ask = useMemo(
    () => readingAsk(state.picked, state.readingType, question || undefined, texts.locale, pickedReversed(state)),
    // The picks and their orientation are what the ask is made of.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.picked, state.upsideDown, state.readingType, question, texts.locale],
  );
  const generation = useGeneration(inline ? ask : null, {
    delay: 0,
    cached: kept,
    onDone: (text, source) => readingFinished(ask, { text, source }, texts.notKept),
  });

  // A revealed reading is kept for this page; back on it from a card's page, the same reading
  // is laid out face up, its written reading kept.
  const onTable = useMemo(() => (state.phase === 'revealed' ? ask : null), [state.phase, ask]);
  const table = useKeptTable(onTable, generation, (restored) => {
    if (restored.type === 'mini-love') return;
    setType(restored.type);
    setQuestion(restored.question ?? '');
    dispatch({ kind: 'restore', readingType: restored.type, cards: restored.cards, reversed: restored.reversed });
    setGlowDone(true);
    setKept(restored.interpretation);
    setInline(!!restored.interpretation);
  });

  /** Begins a reading of a type, for the question asked with it (set in the same click, not yet in state). */
  const begin = (readingType: ReadingType, asked: string) => {
    table.forget();
    setKept(undefined);
    // The fan is shuffled with the browser's randomness as it was at the click, once the deck is here; a question asked
    // in pain is read from the gentle deck.
    const random = Math.random;
    void loadTable().then(({ fan, safety }) => {
      dispatch({ kind: 'start', readingType, ...fan.drawFan(deckSettings, random, safety.concernOf(asked)) });
      setGlowDone(false);
      setInline(false);
      setRevealedByHand(false);
      setTimeout(() => {
        const top = area.current?.getBoundingClientRect().top;
        if (top === undefined) return;
        scrollWindowTo(window.scrollY + top - window.innerHeight * START_SCROLL_FRACTION);
      }, timings.startScrollDelay);
    });
  };

  return {
    type,
    setType,
    question,
    setQuestion,
    state,
    dispatch,
    glowing: state.phase === 'channelling' && !glowDone,
    inline,
    ask,
    generation,
    begin,
    deckSettings,
    setDeckSettings,
    /** Back to the setup, question kept: the home's themed readings show again. */
    restart: () => {
      table.forget();
      setKept(undefined);
      dispatch({ kind: 'reset' });
      setGlowDone(false);
      setInline(false);
      setRevealedByHand(false);
      top.current?.focus({ preventScroll: true });
      top.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    },
    revealAll: () => {
      dispatch({ kind: 'flipAll' });
      setInline(true);
      setRevealedByHand(true);
    },
    /** Set when the visitor revealed the cards on the page: the reading below them is brought into view once. */
    revealedByHand,
    /** The question and a finished reading travel in this tab's storage; one under way is followed there. */
    openFullReading: () => {
      const interpretation = generation.status === 'done' ? { text: generation.text, source: generation.source } : undefined;
      saveReading(browserStorage('sessionStorage'), {
        ...ask,
        cards: [...ask.cards],
        reversed: ask.reversed && [...ask.reversed],
        interpretation,
      });
      router.push(`${texts.fullReadingPath}?${fullReadingQuery(ask)}`);
    },
  };
}

export type ReadingSession = ReturnType<typeof useReadingSession>;
