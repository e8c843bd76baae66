'use client';

import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/routing';
import { applyChange, type JournalTexts } from './change';
import { JournalEntryView } from './journal-entry';
import { JournalTools } from './journal-tools';
import { useJournal } from './use-journal';

/** My readings: the keep switch and tools, then every reading this browser kept, newest first. */
export function Journal({ locale, texts: t }: { locale: Locale; texts: JournalTexts }) {
  const journal = useJournal();
  if (!journal) return null;
  if (journal.blocked) {
    return (
      <p role="note" className="mx-auto mt-10 max-w-3xl rounded-3xl border border-gold/40 bg-night-800 p-5 text-sm">
        {t.blocked}
      </p>
    );
  }
  const { store, entries } = journal;
  return (
    <div data-full-navigation className="mx-auto mt-10 max-w-3xl space-y-8">
      <JournalTools store={store} count={entries.length} keeping={journal.keeping} texts={t} />
      {journal.damaged && (
        <p role="note" className="rounded-3xl border border-gold/40 bg-night-800 p-5 text-sm">
          {t.damaged}
        </p>
      )}
      <section aria-labelledby="kept-readings">
        <h2 id="kept-readings" className="font-display text-2xl font-semibold text-gold">
          {t.listTitle}
        </h2>
        {entries.length === 0 ? (
          <div className="mt-4 rounded-3xl border border-violet/30 bg-night-900/80 p-6 text-center">
            <p className="text-mist-muted">{t.empty}</p>
            <a href={t.startPath} className={buttonVariants({ className: 'mt-4' })}>
              {t.emptyCta}
            </a>
          </div>
        ) : (
          <ol className="mt-4 space-y-4">
            {entries.map((entry) => (
              <li key={entry.id}>
                <JournalEntryView
                  entry={entry}
                  locale={locale}
                  texts={t}
                  onDelete={() => applyChange(store.remove(entry.id), t, { title: t.deletedTitle })}
                />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
