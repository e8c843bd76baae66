'use client';

import type { RefObject } from 'react';
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
import { touchScreen } from './media';
import type { ReadingTexts } from './texts';
import { useConcernCheck } from './use-concern-check';
import type { ReadingSession } from './use-reading-session';

export interface ReadingTableProps {
  session: ReadingSession;
  texts: ReadingTexts;
  /** Themed pages repeat the question above the cards. */
  echoQuestion: boolean;
  /** The spread and its status lines, kept in view as the cards turn. */
  stage: RefObject<HTMLDivElement | null>;
}

/** What to do next, said beside the cards: how this language turns them, then that each card opens. */
function RevealGuide({ state, texts }: { state: ReadingSession['state']; texts: ReadingTexts }) {
  const t = texts.reading;
  const turned = state.faceUp.filter(Boolean).length;
  const input = touchScreen() ? 'touch' : 'pointer';
  if (state.phase === 'channelling' || state.phase === 'revealing') {
    return (
      <>
        <p className="text-center text-mist">{t.revealHint[input]}</p>
        {texts.reveal === 'click' && (
          <p className={cn('text-center text-sm text-mist-muted', state.phase !== 'revealing' && 'invisible')}>
            {format(t.turnedCount, { n: String(turned), total: String(state.picked.length) })}
          </p>
        )}
      </>
    );
  }
  if (state.phase === 'revealed') return <p className="text-center text-mist">{t.revealedHint[input]}</p>;
  return null;
}

/** A started reading: the chosen spread, the fan to pick from, the actions, and the Italian inline reading. */
export function ReadingTable({ session, texts: pageTexts, echoQuestion, stage }: ReadingTableProps) {
  const { state, dispatch, question } = session;
  const texts = useCardTexts(pageTexts, session.deckSettings.deck === 'full' || state.picked.some((card) => !pageTexts.cards[card]));
  const concern = useConcernCheck(question, texts.locale);
  const generation = session.generation;
  // The template says its own care; an AI answer is framed by the page.
  const aiAnswer = generation.status !== 'waiting' && generation.status !== 'failed' && generation.source === 'ai';
  const t = texts.reading;
  const total = expectedCardCount(state.readingType);
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
          glowing={session.glowing}
          texts={texts}
          onPutBack={(index) => dispatch({ kind: 'unpick', card: state.picked[index]! })}
          onFlip={(index) => dispatch({ kind: 'flip', index })}
        />
        <p role="status" className="min-h-7 text-center font-display text-lg text-gold">
          {state.phase === 'picking' && format(t.pickProgress, { n: String(state.picked.length + 1), total: String(total) })}
          {session.glowing && `${t.channelling}…`}
        </p>
        <div aria-live="polite" className="space-y-1">
          <RevealGuide state={state} texts={texts} />
        </div>
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
              {t.revealCards}
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
        <div className="mx-auto max-w-3xl">
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
