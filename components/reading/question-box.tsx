'use client';

import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { format } from '@/lib/format';
import { MAX_QUESTION_LENGTH } from '@/lib/tarot/reading-contract';
import { FieldNotice, type Notice } from './field-notice';
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

/**
 * The home page's tailored question: opens (its field focused) and closes; once asked, the
 * question shows in italics, its receipt said under it until the reading starts.
 */
export function QuestionBox({ question, onSubmit, onDraft, type, started, texts }: QuestionBoxProps) {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [wasStarted, setWasStarted] = useState(started);
  if (started !== wasStarted) {
    setWasStarted(started);
    if (started) {
      setOpen(false);
      setNotice(null);
    }
  }
  const [draft, setDraft] = useState(question);
  const field = useRef<HTMLTextAreaElement>(null);
  const formId = useId();
  const t = texts.reading;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (!value) {
      setNotice({ title: t.emptyQuestionTitle, description: t.emptyQuestionDescription, error: true });
      return;
    }
    onSubmit(value);
    setOpen(false);
    const { questionTheme } = await import('@/lib/tarot/keywords');
    setNotice({
      title: t.questionReceivedTitle,
      description: format(t.questionReceivedDescription, { theme: texts.themes[questionTheme(value)] }),
    });
  };
  const refused = notice?.error ? notice : null;

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
      {!open && notice && !notice.error && (
        <div className="mt-1 text-center">
          <FieldNotice notice={notice} />
        </div>
      )}
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
            if (refused) setNotice(null);
          }}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? `${formId}-notice` : undefined}
          onFocus={keepSubmitInView}
          placeholder={texts.types[type].placeholder}
        />
        {refused && <FieldNotice notice={refused} id={`${formId}-notice`} />}
        <Button type="submit" className="w-full">
          {t.submitQuestion}
        </Button>
      </form>
    </div>
  );
}
