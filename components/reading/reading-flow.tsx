'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { afterPageSettles } from '@/lib/after-page-settles';
import type { ReadingAsk } from '@/lib/tarot/reading-contract';
import type { ReadingType } from '@/lib/tarot/spreads';
import type { ReadingTexts } from './texts';
import { loadedTable, loadTable, useReadingSession, type ReadingSession } from './use-reading-session';

export interface ReadingFlowProps {
  texts: ReadingTexts;
  defaultType: ReadingType;
  /** Themed pages repeat the question above the cards. */
  echoQuestion: boolean;
  /** How the visitor sets a reading up and begins it (the home's and the themed pages' differ). */
  setup: (session: ReadingSession, started: boolean) => ReactNode;
  /** Shown below the setup until a reading starts (the home's themed readings). */
  children?: ReactNode;
  /** Told once the cards lie face up (the card of the day keeps its card then). */
  onRevealed?: (ask: ReadingAsk) => void;
}

/** A reading from setup to revealed cards, the same for every language but its reveal mode. */
export function ReadingFlow({ texts, defaultType, echoQuestion, setup, children, onRevealed }: ReadingFlowProps) {
  const top = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const session = useReadingSession(texts, defaultType, { top, area, stage });
  const started = session.state.phase !== 'idle';
  // The cards' table is most of the reading's code: it loads once the page has settled, or when the
  // visitor first touches or focuses the setup, not with the page (a reading begins once it is here).
  // The table is taken in as it arrives, before Begin's own wait for it ends (that waiter comes later).
  const [ReadingTable, setReadingTable] = useState(loadedTable);
  const load = useCallback(() => void loadTable().then(() => setReadingTable(() => loadedTable())), []);
  useEffect(() => afterPageSettles(load), [load]);
  // A reading laid out again from this tab's storage may come before the table has loaded.
  useEffect(() => {
    if (started) load();
  }, [started, load]);
  const revealed = session.state.phase === 'revealed';
  const { ask } = session;
  useEffect(() => {
    if (revealed) onRevealed?.(ask);
    // Told once per reveal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revealed, ask]);

  return (
    <div
      ref={top}
      tabIndex={-1}
      data-full-navigation
      onPointerDownCapture={load}
      onFocusCapture={load}
      className="scroll-mt-24 outline-none"
    >
      {setup(session, started)}
      <div ref={area} className="scroll-mt-24">
        {started && ReadingTable && <ReadingTable session={session} texts={texts} echoQuestion={echoQuestion} stage={stage} />}
      </div>
      {!started && children}
    </div>
  );
}
