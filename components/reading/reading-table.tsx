'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { LazyShareButton } from '@/components/share/lazy-share-button';
import { Button } from '@/components/ui/button';
import { expectedCardCount } from '@/lib/tarot/spreads';
import { DECK_SIZE } from '@/lib/tarot/deck';
import { format } from '@/lib/format';
import { cn } from '@/lib/utils';
import { CardFan } from './card-fan';
import { useCardTexts } from './card-texts';
import { ChosenSpread } from './chosen-spread';
import { CareNotice } from './care-notice';
import { Interpretation } from './interpretation';
import { prefersReducedMotion } from './media';
import { ReadingStatus } from './reading-status';
import { scrollWindowTo, TOP_CLEARANCE } from './scroll';
import { timings } from './timings';
import type { ReadingTexts } from './texts';
import { useQuestionPlan } from './use-concern-check';
import type { ReadingSession } from './use-reading-session';

export interface ReadingTableProps {
  session: ReadingSession;
  texts: ReadingTexts;
  /** Themed pages repeat the question above the cards. */
  echoQuestion: boolean;
  /** The spread and its status lines, kept in view as the cards turn. */
  stage: RefObject<HTMLDivElement | null>;
}

/** A started reading: the chosen spread, the fan to pick from, the actions, and the Italian inline reading. */
export function ReadingTable({ session, texts: pageTexts, echoQuestion, stage }: ReadingTableProps) {
  const { state, dispatch, question } = session;
  const texts = useCardTexts(pageTexts, state.picked, session.deckSettings.deck === 'full');
  const typeTexts = texts.types[state.readingType];
  const { concern, offSubject } = useQuestionPlan(question, texts.locale, { type: state.readingType, generic: 'generic' in typeTexts });
  const generation = session.generation;
  // The template says its own care; an AI answer is framed by the page.
  const aiAnswer = generation.status !== 'waiting' && generation.status !== 'failed' && generation.source === 'ai';
  const t = texts.reading;
  const total = expectedCardCount(state.readingType);
  const reading = useRef<HTMLDivElement>(null);
  const { revealedByHand } = session;
  useEffect(() => {
    if (!revealedByHand) return;
    // Revealed on the page, the reading appears under the cards, below a phone's fold: once the
    // cards have turned, it is brought up to just under the top bar.
    const timer = setTimeout(
      () => {
        const top = reading.current?.getBoundingClientRect().top;
        if (top !== undefined) scrollWindowTo(window.scrollY + top - TOP_CLEARANCE);
      },
      prefersReducedMotion() ? 0 : timings.revealScroll,
    );
    return () => clearTimeout(timer);
  }, [revealedByHand]);
  // From the last pick, what the cards' turning will bring (its buttons, hint and Share) holds its
  // room, unseen while they glow: nothing on the page moves when they turn by themselves.
  const waiting = state.phase === 'channelling';
  const shown = waiting
    ? texts.reveal === 'auto'
      ? 'revealed'
      : 'revealing'
    : state.phase === 'revealing' || state.phase === 'revealed'
      ? state.phase
      : undefined;
  const shareReady = state.phase === 'revealed' && (!session.inline || session.generation.status === 'done');
  return (
    <div className="mt-8 space-y-5">
      {echoQuestion && question && <p className="text-center text-lg italic text-mist-muted">{format(t.questionEcho, { question })}</p>}
      {concern && (concern.concern === 'crisis' || aiAnswer) && <CareNotice check={concern} crisis={texts.crisis} />}
      <div ref={stage} className="space-y-2">
        <ChosenSpread
          state={state}
          ask={session.ask}
          offSubject={offSubject}
          glowing={session.glowing}
          texts={texts}
          onPutBack={(index) => dispatch({ kind: 'unpick', card: state.picked[index]! })}
          onFlip={(index) => dispatch({ kind: 'flip', index })}
        />
        <ReadingStatus state={state} texts={texts} />
      </div>
      {state.phase === 'picking' && (
        <CardFan
          deck={state.deck}
          picked={state.picked}
          disabled={false}
          onPick={(card) => dispatch({ kind: 'pick', card })}
          labels={{ deck: t.deckLabel, faceDownCard: t.faceDownCard }}
        />
      )}
      {state.phase === 'picking' && state.deck.length < DECK_SIZE && session.deckSettings.deck === 'full' && (
        <p className="-mt-4 text-center text-sm text-mist-muted">
          {format(t.fanNote, { shown: String(state.deck.length), total: String(DECK_SIZE) })}
        </p>
      )}
      {shown && (
        <div className="flex flex-wrap justify-center gap-3">
          {shown === 'revealing' && texts.reveal === 'button' && (
            <Button onClick={session.revealAll} className={cn(waiting && 'invisible')}>
              {total === 1 ? t.revealCardsOne : t.revealCards}
            </Button>
          )}
          {shown === 'revealed' && (
            <Button onClick={session.openFullReading} aria-describedby="full-reading-hint" className={cn(waiting && 'invisible')}>
              {t.fullReading}
            </Button>
          )}
          <Button variant="outline" onClick={session.restart} className={cn(waiting && 'invisible')}>
            {t.startNew}
          </Button>
        </div>
      )}
      {shown === 'revealed' && (
        <p id="full-reading-hint" className={cn('mx-auto max-w-md text-center text-sm text-mist-muted', waiting && 'invisible')}>
          {t.fullReadingHint}
        </p>
      )}
      {session.inline && (
        <div ref={reading} className="mx-auto max-w-3xl">
          <Interpretation title={t.interpretationHeading} generation={session.generation} texts={texts} reserve />
        </div>
      )}
      {shown === 'revealed' && (
        <div className={cn(!shareReady && 'invisible')}>
          <LazyShareButton
            cards={state.picked}
            reversed={session.ask.reversed}
            type={state.readingType}
            locale={texts.locale}
            spread={texts.types[state.readingType].label}
            asked={Boolean(question)}
            texts={texts.share}
          />
        </div>
      )}
    </div>
  );
}
