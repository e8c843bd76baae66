'use client';

import { useEffect, useRef, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { deleteForEveryone, type Desk, type DeskEntry } from '@/lib/blog/desk';
import { shownDate } from '@/lib/blog/slug';
import { format } from '@/lib/format';
import { articlePath, serverArticleEditPath } from '@/lib/routes/paths';
import type { DeskProps } from './texts';

export interface ServerArticleRowProps extends DeskProps {
  desk: Desk;
  entry: DeskEntry;
  onDeleted: (entry: DeskEntry) => void;
}

/** One server article in one language: its page, its language and date, Edit, and Delete after a question. */
export function ServerArticleRow({ desk, entry, texts: t, languages, locale, onDeleted }: ServerArticleRowProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const keep = useRef<HTMLButtonElement>(null);
  const named = { title: entry.title, language: languages[entry.locale] };
  const questionId = `delete-${entry.locale}-${entry.id}`;
  // The question takes the focus on its safe answer; a destructive button is never one keypress away.
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);

  const remove = async () => {
    setBusy(true);
    const answer = await deleteForEveryone(desk, entry.id, entry.locale);
    setBusy(false);
    if (answer.ok) onDeleted(entry);
    else setError(answer.error);
  };

  return (
    <li className="space-y-3 rounded-3xl border border-violet/25 bg-night-900/90 p-5">
      <div>
        <a href={articlePath(entry.id, entry.locale)} lang={entry.locale} className="text-lg font-semibold text-gold hover:underline">
          {entry.title}
        </a>
        <p className="mt-1 text-sm text-mist-muted">
          <span lang={entry.locale}>{languages[entry.locale]}</span> · {shownDate(entry.date, locale)}
        </p>
      </div>
      {asking ? (
        <div role="group" aria-labelledby={questionId} className="space-y-3 rounded-2xl border border-danger/60 p-4">
          <p id={questionId}>{format(t.deleteConfirm, named)}</p>
          <div className="flex flex-wrap gap-3">
            <Button variant="destructive" size="sm" disabled={busy} onClick={() => void remove()}>
              {t.deleteYes}
            </Button>
            <Button ref={keep} variant="outline" size="sm" onClick={() => setAsking(false)}>
              {t.deleteNo}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <a
            href={serverArticleEditPath(entry.id, entry.locale, locale)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-label={format(t.editLabel, named)}
          >
            {t.edit}
          </a>
          <Button variant="destructive-outline" size="sm" aria-label={format(t.deleteLabel, named)} onClick={() => setAsking(true)}>
            {t.delete}
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </li>
  );
}
