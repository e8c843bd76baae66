'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { browserStorage } from '@/lib/browser-storage';
import { cardIds } from '@/lib/tarot/deck';
import { initialPicking, pickingReducer } from '@/lib/tarot/picking';
import { shuffle } from '@/lib/tarot/random';
import { fullReadingQuery, saveReading } from '@/lib/tarot/reading-session';
import { expectedCardCount, type ReadingType } from '@/lib/tarot/spreads';
import { format } from '@/lib/tarot/text';
import type { ReadingOption } from '@/lib/tarot/themed-pages';
import { START_SCROLL_FRACTION, timings } from '@/lib/tarot/timings';
import { CardFan } from './card-fan';
import { ChosenSpread } from './chosen-spread';
import { CrisisNotice } from './crisis-notice';
import { Interpretation } from './interpretation';
import { OptionTiles } from './option-tiles';
import { QuestionBox } from './question-box';
import type { ReadingTexts } from './texts';
import { ThemedSetup } from './themed-setup';
import { useCrisisCheck } from './use-crisis-check';
import { useGeneration } from './use-generation';

export interface ReadingFlowProps {
  texts: ReadingTexts;
  options: readonly ReadingOption[];
  defaultType: ReadingType;
  /** Themed pages ask for a question first and begin with this label; home pages read in silence or not. */
  themedSubmit?: string;
}

/** A reading from setup to revealed cards (SPEC §2, §4), the same for every language but its reveal mode. */
export function ReadingFlow({ texts, options, defaultType, themedSubmit }: ReadingFlowProps) {
  const router = useRouter();
  const t = texts.reading;
  const [type, setType] = useState(defaultType);
  const [question, setQuestion] = useState('');
  const [state, dispatch] = useReducer(pickingReducer, defaultType, initialPicking);
  const [glowDone, setGlowDone] = useState(false);
  const [inline, setInline] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const crisis = useCrisisCheck(question);
  const started = state.phase !== 'idle';

  const begin = (readingType: ReadingType) => {
    dispatch({ kind: 'start', readingType, deck: shuffle(cardIds, Math.random) });
    setGlowDone(false);
    setInline(false);
    const count = String(expectedCardCount(readingType)) as keyof typeof t.readingStartedDescription;
    toast.message(t.readingStartedTitle, { description: t.readingStartedDescription[count] });
    setTimeout(() => {
      const top = area.current?.getBoundingClientRect().top;
      if (top === undefined) return;
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: window.scrollY + top - window.innerHeight * START_SCROLL_FRACTION, behavior: smooth ? 'smooth' : 'auto' });
    }, timings.startScrollDelay);
  };

  // After the last pick: a 5 s glow, a 0.5 s pause, then the cards turn as the language does it.
  useEffect(() => {
    if (state.phase !== 'channelling') return;
    const glow = setTimeout(() => setGlowDone(true), timings.channelling);
    const reveal = setTimeout(() => {
      dispatch({ kind: 'channelled' });
      if (texts.reveal === 'auto') dispatch({ kind: 'flipAll' });
    }, timings.channelling + timings.pauseBeforeReveal);
    const complete =
      texts.reveal === 'button'
        ? undefined
        : setTimeout(() => toast.message(t.readingCompleteTitle, { description: t.readingCompleteDescription }), timings.completionToast);
    return () => [glow, reveal, complete].forEach((timer) => clearTimeout(timer));
  }, [state.phase, texts.reveal, t]);

  const request = useMemo(
    () => (inline ? { cards: state.picked, type: state.readingType, question: question || undefined, locale: texts.locale } : null),
    [inline, state.picked, state.readingType, question, texts.locale],
  );
  const generation = useGeneration(request, {
    delay: 0,
    onDone: (text, source) =>
      saveReading(browserStorage('sessionStorage'), { cards: [...state.picked], type: state.readingType, question: question || undefined, interpretation: { text, source } }),
  });

  const openFullReading = () => {
    if (!inline) saveReading(browserStorage('sessionStorage'), { cards: [...state.picked], type: state.readingType, question: question || undefined });
    router.push(`${texts.fullReadingPath}?${fullReadingQuery(state.picked, state.readingType)}`);
  };

  const total = expectedCardCount(state.readingType);
  return (
    <div>
      {themedSubmit && !started && (
        <ThemedSetup
          options={options}
          defaultType={defaultType}
          submitLabel={themedSubmit}
          texts={texts}
          onBegin={(chosen, asked) => {
            setQuestion(asked);
            begin(chosen);
          }}
        />
      )}
      {!themedSubmit && (
        <div className="mx-auto mt-10 max-w-3xl space-y-6">
          {!started && <OptionTiles options={options} value={type} onChange={setType} texts={texts} />}
          <div className="flex flex-col items-center gap-4">
            {!started && (
              <Button onClick={() => begin(type)} className="w-full max-w-xl">
                {t.beginSilent}
              </Button>
            )}
            <QuestionBox question={question} onSubmit={setQuestion} texts={texts} />
          </div>
        </div>
      )}

      <div ref={area} className="scroll-mt-24">
        {started && (
          <div className="mt-10 space-y-8">
            {themedSubmit && question && (
              <p className="text-center text-lg italic text-mist-muted">{format(t.questionEcho, { question })}</p>
            )}
            {crisis && <CrisisNotice text={texts.crisis} />}
            <ChosenSpread
              state={state}
              glowing={state.phase === 'channelling' && !glowDone}
              texts={texts}
              onPutBack={(index) => dispatch({ kind: 'unpick', card: state.picked[index]! })}
              onFlip={(index) => dispatch({ kind: 'flip', index })}
            />
            <p role="status" className="text-center font-display text-lg text-gold">
              {state.phase === 'picking' && format(t.pickProgress, { n: String(state.picked.length + 1), total: String(total) })}
              {state.phase === 'channelling' && !glowDone && `${t.channelling}…`}
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
              {state.phase === 'revealing' && texts.reveal === 'button' && (
                <Button
                  onClick={() => {
                    dispatch({ kind: 'flipAll' });
                    setInline(true);
                  }}
                >
                  {t.revealCards}
                </Button>
              )}
              {state.phase === 'revealed' && <Button onClick={openFullReading}>{t.fullReading}</Button>}
              {(state.phase === 'revealed' || state.phase === 'revealing') && (
                <Button variant="outline" onClick={() => begin(state.readingType)}>
                  {t.startNew}
                </Button>
              )}
            </div>
            {inline && (
              <div className="mx-auto max-w-3xl">
                <Interpretation title={t.interpretationHeading} generation={generation} texts={texts} />
              </div>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
