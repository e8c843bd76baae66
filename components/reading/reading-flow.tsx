'use client';

import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { ReadingType } from '@/lib/tarot/spreads';
import type { ReadingOption } from '@/lib/tarot/themed-pages';
import { OptionTiles } from './option-tiles';
import { QuestionBox } from './question-box';
import { ReadingTable } from './reading-table';
import type { ReadingTexts } from './texts';
import { ThemedSetup } from './themed-setup';
import { useReadingSession } from './use-reading-session';

export interface ReadingFlowProps {
  texts: ReadingTexts;
  options: readonly ReadingOption[];
  defaultType: ReadingType;
  /** Themed pages ask for a question first and begin with this label; home pages read in silence or not. */
  themedSubmit?: string;
  /** Shown below the setup until a reading starts (the home's themed readings). */
  children?: ReactNode;
}

/** A reading from setup to revealed cards, the same for every language but its reveal mode. */
export function ReadingFlow({ texts, options, defaultType, themedSubmit, children }: ReadingFlowProps) {
  const top = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const session = useReadingSession(texts, defaultType, { top, area, stage });
  const { type, setType, question, setQuestion, begin } = session;
  const started = session.state.phase !== 'idle';
  // A question typed but not submitted is still the visitor's question when they begin.
  const [draft, setDraft] = useState('');
  const typed = draft.trim();
  const t = texts.reading;

  return (
    <div ref={top} tabIndex={-1} className="scroll-mt-24 outline-none">
      {themedSubmit && !started && (
        <ThemedSetup
          options={options}
          defaultType={type}
          defaultQuestion={question}
          submitLabel={themedSubmit}
          texts={texts}
          onBegin={(chosen, asked) => {
            setType(chosen);
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
              <Button
                onClick={() => {
                  if (typed) setQuestion(typed);
                  begin(type);
                }}
                className="w-full max-w-xl"
              >
                {question || typed ? t.beginReading : t.beginSilent}
              </Button>
            )}
            <QuestionBox question={question} onSubmit={setQuestion} onDraft={setDraft} texts={texts} />
          </div>
        </div>
      )}
      <div ref={area} className="scroll-mt-24">
        {started && <ReadingTable session={session} texts={texts} echoQuestion={!!themedSubmit} stage={stage} />}
      </div>
      {!started && children}
    </div>
  );
}
