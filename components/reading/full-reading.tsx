'use client';

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { readingFinished } from '@/components/journal/keep-reading';
import { LazyShareButton } from '@/components/share/lazy-share-button';
import { useInBrowser } from '@/hooks/use-in-browser';
import { browserStorage } from '@/lib/browser-storage';
import { READING_SESSION_KEY } from '@/lib/tarot/kept-reading';
import type { KeptReading } from '@/lib/tarot/kept-reading-schema';
import { readingAsk } from '@/lib/tarot/reading-contract';
import { format } from '@/lib/format';
import { timings } from '@/components/reading/timings';
import { isYesNo } from '@/lib/tarot/spreads';
import type { Locale } from '@/lib/i18n/routing';
import type { CardSelection } from '@/lib/tarot/validation';
import { CareNotice } from './care-notice';
// Listens for the back button from here, so the page left behind can lay its table out again.
import './history-return';
import { Interpretation } from './interpretation';
import type { FullReadingTexts } from './texts';
import { useCardReading } from './use-card-reading';
import { useQuestionPlan } from './use-concern-check';
import { useGeneration } from './use-generation';

export interface FullReadingProps {
  selection: CardSelection;
  /** Its texts; the spread's name (`type.label`) is shown where the question goes when there is none. */
  texts: FullReadingTexts;
  /** The cards, laid out on the server. */
  children: ReactNode;
}

/** What this tab keeps of its reading, as stored ('' when nothing). */
const storedText = () => browserStorage('sessionStorage')?.getItem(READING_SESSION_KEY) ?? '';

// The kept reading's checker (zod, ~18 KB gzip) loads only when this tab keeps a reading: not for a link opened cold.
type KeptSchema = typeof import('@/lib/tarot/kept-reading-schema');
let keptSchema: KeptSchema | undefined;

/**
 * What this tab kept of the reading of `selection` when the page opened (undefined when nothing), or null while
 * hydrating (the server has no tab) and while its checker loads. Read once: the reading this page writes is not read back.
 */
function useStoredReading(selection: CardSelection, locale: Locale): KeptReading | undefined | null {
  const readOnce = useMemo(() => {
    let first: string | undefined;
    return () => (first ??= storedText());
  }, []);
  const raw = useInBrowser(readOnce, null);
  const [schema, setSchema] = useState(() => keptSchema);
  useEffect(() => {
    if (raw && !schema)
      void import('@/lib/tarot/kept-reading-schema').then((module) => {
        keptSchema = module;
        setSchema(module);
      });
  }, [raw, schema]);
  return useMemo(() => {
    if (raw === null) return null;
    if (!raw) return undefined;
    return schema ? schema.parseStoredReading(raw, selection, locale) : null;
  }, [raw, schema, selection, locale]);
}

/**
 * The full reading around its cards: the question this tab remembers, the written reading in a
 * box whose room is kept from the first paint, and the share.
 */
export function FullReading({ selection, texts, children }: FullReadingProps) {
  const kept = useStoredReading(selection, texts.locale);
  const hydrated = kept !== null;
  const stored = kept ?? undefined;
  const question = stored?.question;
  const { concern, offSubject } = useQuestionPlan(question, texts.locale, {
    type: selection.type,
    generic: 'generic' in texts.type,
  });
  // Asked only once this tab's storage has been read: a kept reading is shown, not asked again.
  const request = useMemo(
    () => (hydrated ? readingAsk(selection.cards, selection.type, question, texts.locale, selection.reversed) : null),
    [hydrated, selection, question, texts.locale],
  );
  const generation = useGeneration(request, {
    delay: timings.generationDelay,
    cached: stored?.interpretation,
    onDone: (text, source) => request && readingFinished(request, { text, source }, texts.notKept),
  });
  const quick = selection.type === 'quick-insight';
  // A yes-or-no spread's answer heads the reading, as it does under the cards on the table.
  const yesNo = isYesNo(selection.type);
  const answer = useCardReading(yesNo ? request : null, hydrated)?.answer;
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <>
      {/* Two lines kept from the first paint: the question arrives from this tab without moving the cards. */}
      <p className="mx-auto mt-3 line-clamp-2 min-h-[2lh] max-w-2xl text-center text-lg text-mist-muted">
        {question ? (
          <span className="italic">
            <span className="sr-only">{texts.full.questionLabel}: </span>
            {format(texts.quoted, { text: question })}
          </span>
        ) : (
          texts.type.label
        )}
      </p>
      {/* The cards were laid out before the question was known: a question off the spread's subject shows their generic labels. */}
      <div className="group/reading" data-off-subject={offSubject || undefined}>
        {children}
      </div>
      {yesNo && (
        // Its line is kept from the first paint: the answer arrives without moving the reading below.
        <p className="mt-6 min-h-10 text-center font-display text-3xl font-semibold text-gold" data-answer>
          {answer}
        </p>
      )}
      {concern &&
        (concern.concern === 'crisis' ||
          (generation.status !== 'waiting' && generation.status !== 'failed' && generation.source === 'ai')) && (
          <div className="mt-8">
            <CareNotice check={concern} crisis={texts.crisis} />
          </div>
        )}
      <div className="mx-auto mt-10 max-w-3xl">
        <Interpretation
          title={quick ? texts.full.quickInterpretation : texts.full.interpretation}
          generation={generation}
          texts={texts}
          reserve
        />
      </div>
      {generation.status === 'done' && (
        <div className="mt-8">
          <LazyShareButton
            cards={selection.cards}
            reversed={selection.reversed}
            type={selection.type}
            locale={texts.locale}
            spread={texts.type.label}
            asked={Boolean(question)}
            texts={texts.share}
          />
        </div>
      )}
    </>
  );
}

export function ReadingHeading({ title }: { title: string }) {
  return <h1 className="text-center text-3xl font-bold tracking-wide text-gold sm:text-5xl">{title}</h1>;
}
