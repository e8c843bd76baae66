'use client';

import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { ReadingType } from '@/lib/tarot/spreads';
import { DeckOptions } from './deck-options';
import { OptionTiles } from './option-tiles';
import { QuestionBox } from './question-box';
import { ReadingFlow } from './reading-flow';
import type { ReadingTexts } from './texts';
import type { ReadingSession } from './use-reading-session';

export interface HomeReadingFlowProps {
  texts: ReadingTexts;
  options: readonly ReadingType[];
  defaultType: ReadingType;
  /** The home's themed readings, below the setup until a reading starts. */
  children?: ReactNode;
}

/** The home's reading: a spread to choose, a question to ask or not, and the cards. */
export function HomeReadingFlow({ texts, options, defaultType, children }: HomeReadingFlowProps) {
  return (
    <ReadingFlow
      texts={texts}
      defaultType={defaultType}
      echoQuestion={false}
      setup={(session, started) => <HomeSetup session={session} started={started} options={options} texts={texts} />}
    >
      {children}
    </ReadingFlow>
  );
}

function HomeSetup({
  session,
  started,
  options,
  texts,
}: {
  session: ReadingSession;
  started: boolean;
  options: readonly ReadingType[];
  texts: ReadingTexts;
}) {
  const { type, setType, question, setQuestion, begin } = session;
  // A question typed but not submitted is still the visitor's question when they begin.
  const [draft, setDraft] = useState('');
  const typed = draft.trim();
  const t = texts.reading;
  return (
    <div className="mx-auto mt-10 max-w-3xl space-y-6">
      {!started && <OptionTiles options={options} value={type} onChange={setType} texts={texts} />}
      <div className="flex flex-col items-center gap-4">
        {!started && (
          <Button
            onClick={() => {
              if (typed) setQuestion(typed);
              begin(type, typed || question);
            }}
            className="w-full max-w-xl"
          >
            {question || typed ? t.beginReading : t.beginSilent}
          </Button>
        )}
        <QuestionBox question={question} onSubmit={setQuestion} onDraft={setDraft} type={type} started={started} texts={texts} />
        {/* Under the buttons, so the first one stays in a phone's first screen. */}
        {!started && <DeckOptions session={session} texts={t} />}
      </div>
    </div>
  );
}
