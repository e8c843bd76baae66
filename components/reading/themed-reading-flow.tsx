'use client';

import type { ReadingType } from '@/lib/tarot/spreads';
import { DeckOptions } from './deck-options';
import { ReadingFlow } from './reading-flow';
import type { ReadingTexts } from './texts';
import { ThemedSetup } from './themed-setup';

export interface ThemedReadingFlowProps {
  texts: ReadingTexts;
  options: readonly ReadingType[];
  defaultType: ReadingType;
  /** The button that begins the reading, in the page's words. */
  submitLabel: string;
}

/** A themed page's reading: the question first, then the cards, the question repeated above them. */
export function ThemedReadingFlow({ texts, options, defaultType, submitLabel }: ThemedReadingFlowProps) {
  return (
    <ReadingFlow
      texts={texts}
      defaultType={defaultType}
      echoQuestion
      setup={(session, started) =>
        !started && (
          <ThemedSetup
            deckOptions={<DeckOptions session={session} texts={texts.reading} align="start" />}
            options={options}
            defaultType={session.type}
            defaultQuestion={session.question}
            submitLabel={submitLabel}
            texts={texts}
            onBegin={(chosen, asked) => {
              session.setType(chosen);
              session.setQuestion(asked);
              session.begin(chosen, asked);
            }}
          />
        )
      }
    />
  );
}
