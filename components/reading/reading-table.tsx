'use client';

import { LazyShareButton } from '@/components/share/lazy-share-button';
import { Button } from '@/components/ui/button';
import { expectedCardCount } from '@/lib/tarot/spreads';
import { format } from '@/lib/tarot/text';
import { CardFan } from './card-fan';
import { ChosenSpread } from './chosen-spread';
import { CrisisNotice } from './crisis-notice';
import { Interpretation } from './interpretation';
import type { ReadingTexts } from './texts';
import { useCrisisCheck } from './use-crisis-check';
import type { ReadingSession } from './use-reading-session';

export interface ReadingTableProps {
  session: ReadingSession;
  texts: ReadingTexts;
  /** Themed pages repeat the question above the cards. */
  echoQuestion: boolean;
}

/** A started reading: the chosen spread, the fan to pick from, the actions, and the Italian inline reading. */
export function ReadingTable({ session, texts, echoQuestion }: ReadingTableProps) {
  const { state, dispatch, question } = session;
  const crisis = useCrisisCheck(question);
  const t = texts.reading;
  const total = expectedCardCount(state.readingType);
  return (
    <div className="mt-10 space-y-8">
      {echoQuestion && question && <p className="text-center text-lg italic text-mist-muted">{format(t.questionEcho, { question })}</p>}
      {crisis && <CrisisNotice text={texts.crisis} />}
      <ChosenSpread
        state={state}
        ask={session.ask}
        glowing={session.glowing}
        texts={texts}
        onPutBack={(index) => dispatch({ kind: 'unpick', card: state.picked[index]! })}
        onFlip={(index) => dispatch({ kind: 'flip', index })}
      />
      <p role="status" className="text-center font-display text-lg text-gold">
        {state.phase === 'picking' && format(t.pickProgress, { n: String(state.picked.length + 1), total: String(total) })}
        {session.glowing && `${t.channelling}…`}
      </p>
      {state.phase === 'picking' && (
        <CardFan
          deck={state.deck}
          picked={state.picked}
          disabled={false}
          onPick={(card) => dispatch({ kind: 'pick', card })}
          labels={{ deck: t.deckLabel, faceDownCard: t.faceDownCard }}
        />
      )}
      <div className="flex flex-wrap justify-center gap-3">
        {state.phase === 'revealing' && texts.reveal === 'button' && <Button onClick={session.revealAll}>{t.revealCards}</Button>}
        {state.phase === 'revealed' && <Button onClick={session.openFullReading}>{t.fullReading}</Button>}
        {(state.phase === 'revealed' || state.phase === 'revealing') && (
          <Button variant="outline" onClick={session.restart}>
            {t.startNew}
          </Button>
        )}
      </div>
      {session.inline && (
        <div className="mx-auto max-w-3xl">
          <Interpretation title={t.interpretationHeading} generation={session.generation} texts={texts} />
        </div>
      )}
      {state.phase === 'revealed' && (!session.inline || session.generation.status === 'done') && (
        <LazyShareButton cards={state.picked} type={state.readingType} locale={texts.locale} spread={texts.types[state.readingType].label} texts={texts.share} />
      )}
    </div>
  );
}
