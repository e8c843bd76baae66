'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { format } from '@/lib/format';
import { MAX_QUESTION_LENGTH } from '@/lib/tarot/reading-contract';
import { keepSubmitInView } from './scroll';
import type { ReadingType } from '@/lib/tarot/spreads';
import type { ReadingTexts } from './texts';

export interface QuestionBoxProps {
  question: string;
  onSubmit: (question: string) => void;
  /** The words typed so far, so Begin can take a question that was typed but not submitted. */
  onDraft: (draft: string) => void;
  /** The spread chosen: the field's example question fits it. */
  type: ReadingType;
  /** A reading under way: the box closes, so the cards' actions are the only ones that stand out. */
  started: boolean;
  texts: Pick<ReadingTexts, 'reading' | 'themes' | 'types'>;
}

const QUESTION_TOAST = 'question';

/**
 * The home page's tailored question: opens (its field focused) and closes; once asked, the
 * question shows in italics.
 */
export function QuestionBox({ question, onSubmit, onDraft, type, started, texts }: QuestionBoxProps) {
  const [open, setOpen] = useState(false);
  const [wasStarted, setWasStarted] = useState(started);
  if (started !== wasStarted) {
    setWasStarted(started);
    if (started) setOpen(false);
  }
  // Its toasts are about this page: they leave with it.
  useEffect(() => () => toast.dismiss(QUESTION_TOAST), []);
  const [draft, setDraft] = useState(question);
  const field = useRef<HTMLTextAreaElement>(null);
  const formId = useId();
  const t = texts.reading;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (!value) {
      toast.error(t.emptyQuestionTitle, { description: t.emptyQuestionDescription, id: QUESTION_TOAST });
      return;
    }
    onSubmit(value);
    setOpen(false);
    const { questionTheme } = await import('@/lib/tarot/keywords');
    toast.message(t.questionReceivedTitle, {
      description: format(t.questionReceivedDescription, { theme: texts.themes[questionTheme(value)] }),
      id: QUESTION_TOAST,
    });
  };

  return (
    <div className="mx-auto w-full max-w-xl">
      <Button
        variant="outline"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => {
          setOpen(!open);
          // The form is shown by this click's render; focus it once it is.
          if (!open) requestAnimationFrame(() => field.current?.focus());
        }}
        className="w-full"
      >
        {question ? t.editQuestion : t.askQuestion}
      </Button>
      {!open && question && <p className="mt-3 text-center italic text-mist-muted">{format(t.quoted, { text: question })}</p>}
      <form id={formId} hidden={!open} onSubmit={submit} className="mt-4 space-y-3">
        <label htmlFor={`${formId}-question`} className="block text-sm font-semibold">
          {t.questionLabel}
        </label>
        <Textarea
          id={`${formId}-question`}
          ref={field}
          value={draft}
          maxLength={MAX_QUESTION_LENGTH}
          onChange={(event) => {
            setDraft(event.target.value);
            onDraft(event.target.value);
          }}
          onFocus={keepSubmitInView}
          placeholder={texts.types[type].placeholder}
        />
        <Button type="submit" className="w-full">
          {t.submitQuestion}
        </Button>
      </form>
    </div>
  );
}
