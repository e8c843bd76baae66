'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { readingFinished } from '@/components/journal/keep-reading';
import { LazyShareButton } from '@/components/share/lazy-share-button';
import { useEffect, useMemo } from 'react';
import { browserStorage } from '@/lib/browser-storage';
import { loadReading, parseFullReadingQuery } from '@/lib/tarot/full-reading-state';
import { readingAsk } from '@/lib/tarot/reading-contract';
import { positionsOf } from '@/lib/tarot/spreads';
import { format } from '@/lib/tarot/text';
import { timings } from '@/lib/tarot/timings';
import { CrisisNotice } from './crisis-notice';
import { Interpretation } from './interpretation';
import { CardNameLink, TarotCard } from './tarot-card';
import type { ReadingTexts } from './texts';
import { useCrisisCheck } from './use-crisis-check';
import { useGeneration } from './use-generation';

export interface FullReadingProps {
  texts: ReadingTexts;
  homePath: string;
}

/** The full reading: the cards of the URL, the question this tab remembers, and the written reading. */
export function FullReading({ texts, homePath }: FullReadingProps) {
  const router = useRouter();
  // Rendered in the browser only (the page wraps it in Suspense), so storage can be read while rendering.
  const search = useSearchParams().toString();
  const selection = useMemo(() => parseFullReadingQuery(search), [search]);
  const stored = useMemo(() => (selection ? loadReading(browserStorage('sessionStorage'), selection) : undefined), [selection]);
  const question = stored?.question;
  const crisis = useCrisisCheck(question);

  useEffect(() => {
    if (selection === null) router.replace(homePath);
    else window.scrollTo(0, 0);
  }, [selection, router, homePath]);

  const request = useMemo(
    () => (selection ? readingAsk(selection.cards, selection.type, question, texts.locale) : null),
    [selection, question, texts.locale],
  );
  const generation = useGeneration(request, {
    delay: timings.generationDelay,
    cached: stored?.interpretation,
    onDone: (text, source) => request && readingFinished(request, { text, source }, texts.notKept),
  });

  const quick = selection?.type === 'quick-insight';
  const title = quick ? texts.full.quickTitle : texts.full.title;
  if (!selection) return <ReadingHeading title={texts.full.title} />;

  const positions = positionsOf(selection.type);
  return (
    <>
      <ReadingHeading title={title} />
      {question && (
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg italic text-mist-muted">
          <span className="sr-only">{texts.full.questionLabel}: </span>
          {format(texts.reading.quoted, { text: question })}
        </p>
      )}
      <div className="mt-10">
        {crisis && <CrisisNotice text={texts.crisis} />}
        <h2 className="sr-only">{texts.full.cardsLabel}</h2>
        <ol className="flex flex-wrap justify-center gap-5">
          {selection.cards.map((card, index) => {
            const text = texts.cards[card];
            const position = positions[index]!;
            return (
              <li key={card} className="w-36 text-center sm:w-44">
                <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-violet">
                  {texts.types[selection.type].positions[position.key as 'p1']}
                </p>
                <TarotCard card={card} text={text} backAlt={texts.backAlt} faceUp priority />
                <p className="mt-3 font-display font-semibold text-gold">
                  <CardNameLink text={text} />
                </p>
                <p className="mt-1 text-sm text-mist-muted">{text.keywords}</p>
              </li>
            );
          })}
        </ol>
      </div>
      <div className="mx-auto mt-12 max-w-3xl">
        <Interpretation title={quick ? texts.full.quickInterpretation : texts.full.interpretation} generation={generation} texts={texts} />
      </div>
      {generation.status === 'done' && (
        <div className="mt-8">
          <LazyShareButton cards={selection.cards} type={selection.type} locale={texts.locale} spread={texts.types[selection.type].label} texts={texts.share} />
        </div>
      )}
    </>
  );
}

export function ReadingHeading({ title }: { title: string }) {
  return <h1 className="text-center text-3xl font-bold tracking-wide text-gold sm:text-5xl">{title}</h1>;
}
