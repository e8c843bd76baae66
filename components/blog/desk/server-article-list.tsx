'use client';

import { useEffect, useRef, useState } from 'react';
import { listServerArticles, type Desk, type DeskEntry } from '@/lib/blog/desk';
import { format } from '@/lib/format';
import { ServerArticleRow } from './server-article-row';
import type { DeskProps } from './texts';

/** Every article the server publishes, each language apart, the last published first. */
export function ServerArticleList({ desk, ...props }: DeskProps & { desk: Desk }) {
  const { texts: t, languages } = props;
  const [entries, setEntries] = useState<DeskEntry[] | { error: string } | null>(null);
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let live = true;
    void listServerArticles(desk).then((answer) => {
      if (live) setEntries(answer.ok ? answer.value.articles : { error: answer.error });
    });
    return () => {
      live = false;
    };
  }, [desk]);

  const deleted = (gone: DeskEntry) => {
    setEntries((current) => (Array.isArray(current) ? current.filter((entry) => entry !== gone) : current));
    setNotice(format(t.deleted, { title: gone.title, language: languages[gone.locale] }));
    // Its row is gone with the focus it held: the list's heading takes it.
    heading.current?.focus();
  };

  return (
    <section aria-labelledby="desk-list-title" className="space-y-4">
      <h3 ref={heading} id="desk-list-title" tabIndex={-1} className="text-xl font-semibold text-gold">
        {t.listTitle}
      </h3>
      <p role="status" className="text-sm text-mist-muted empty:hidden">
        {notice}
      </p>
      {entries === null && <p className="text-mist-muted">{t.listLoading}</p>}
      {entries !== null && 'error' in entries && (
        <p role="alert" className="text-sm text-danger">
          {entries.error}
        </p>
      )}
      {Array.isArray(entries) &&
        (entries.length ? (
          <ul className="space-y-4">
            {entries.map((entry) => (
              <ServerArticleRow key={`${entry.locale}:${entry.id}`} desk={desk} entry={entry} onDeleted={deleted} {...props} />
            ))}
          </ul>
        ) : (
          <p className="text-mist-muted">{t.listEmpty}</p>
        ))}
    </section>
  );
}
