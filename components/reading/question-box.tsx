'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { format } from '@/lib/tarot/text';
import type { ReadingTexts } from './texts';

export interface QuestionBoxProps {
  question: string;
  onSubmit: (question: string) => void;
  texts: Pick<ReadingTexts, 'reading' | 'themes'>;
}

/** The home page's tailored question: opens and closes; once asked, the question shows in italics. */
export function QuestionBox({ question, onSubmit, texts }: QuestionBoxProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(question);
  const formId = useId();
  const t = texts.reading;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (!value) {
      toast.error(t.emptyQuestionTitle, { description: t.emptyQuestionDescription });
      return;
    }
    onSubmit(value);
    setOpen(false);
    const { questionTheme } = await import('@/lib/tarot/keywords');
    toast.message(t.questionReceivedTitle, {
      description: format(t.questionReceivedDescription, { theme: texts.themes[questionTheme(value)] }),
    });
  };

  return (
    <div className="mx-auto w-full max-w-xl">
      <Button variant="outline" aria-expanded={open} aria-controls={formId} onClick={() => setOpen(!open)} className="w-full">
        {question ? t.editQuestion : t.askQuestion}
      </Button>
      {!open && question && <p className="mt-3 text-center italic text-mist-muted">{format(t.quoted, { text: question })}</p>}
      <form id={formId} hidden={!open} onSubmit={submit} className="mt-4 space-y-3">
        <label htmlFor={`${formId}-question`} className="block text-sm font-semibold">
          {t.questionLabel}
        </label>
        <Textarea
          id={`${formId}-question`}
          value={draft}
          maxLength={500}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t.questionPlaceholder}
        />
        <Button type="submit" className="w-full">
          {t.submitQuestion}
        </Button>
      </form>
    </div>
  );
}
