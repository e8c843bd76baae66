'use client';

import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { MAX_QUESTION_LENGTH } from '@/lib/tarot/reading-contract';
import type { ReadingType } from '@/lib/tarot/spreads';
import { FieldNotice } from './field-notice';
import { OptionTiles } from './option-tiles';
import { keepSubmitInView } from './scroll';
import type { ReadingTexts } from './texts';

export interface ThemedSetupProps {
  options: readonly ReadingType[];
  defaultType: ReadingType;
  defaultQuestion: string;
  submitLabel: string;
  onBegin: (type: ReadingType, question: string) => void;
  /** The deck and reversals, chosen just before the reading begins. */
  deckOptions: ReactNode;
  texts: Pick<ReadingTexts, 'reading' | 'types'>;
}

/** A themed page's setup: a reading style, a question (required), then the cards. */
export function ThemedSetup({ options, defaultType, defaultQuestion, submitLabel, onBegin, deckOptions, texts }: ThemedSetupProps) {
  const [type, setType] = useState(defaultType);
  const [question, setQuestion] = useState(defaultQuestion);
  const id = useId();
  const [missing, setMissing] = useState(false);
  const t = texts.reading;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!question.trim()) {
      setMissing(true);
      return;
    }
    onBegin(type, question.trim());
  };

  return (
    <form onSubmit={submit} className="mx-auto mt-10 max-w-3xl space-y-8">
      {options.length > 1 && <OptionTiles options={options} value={type} onChange={setType} texts={texts} />}
      <div className="space-y-3">
        <label htmlFor={id} className="block font-semibold">
          {t.questionLabel}
        </label>
        <Textarea
          id={id}
          value={question}
          maxLength={MAX_QUESTION_LENGTH}
          onChange={(event) => {
            setQuestion(event.target.value);
            setMissing(false);
          }}
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? `${id}-missing` : undefined}
          placeholder={texts.types[type].placeholder}
          onFocus={keepSubmitInView}
        />
        {missing && (
          <FieldNotice
            id={`${id}-missing`}
            notice={{ title: t.themedQuestionRequiredTitle, description: t.themedQuestionRequiredDescription, error: true }}
          />
        )}
        <div>
          <p className="text-sm text-mist-muted" id={`${id}-suggestions`}>
            {t.suggestionsLabel}
          </p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby={`${id}-suggestions`}>
            {Object.values(texts.types[type].suggestions).map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  onClick={() => {
                    setQuestion(suggestion);
                    setMissing(false);
                  }}
                  className="min-h-11 rounded-full border border-violet/40 px-4 py-2 text-sm hover:border-gold hover:text-gold"
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="space-y-4">
        {deckOptions}
        <Button type="submit" className="w-full sm:w-auto">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
