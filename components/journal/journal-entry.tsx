'use client';

import { useId, useState } from 'react';
import { cardLink } from '@/lib/routes/card-sections';
import { ReadingText } from '@/components/reading/reading-text';
import { Button } from '@/components/ui/button';
import type { JournalEntry } from '@/lib/journal/entry';
import type { Locale } from '@/lib/i18n/routing';
import { format } from '@/lib/format';
import { formatDate } from '@/lib/i18n/dates';
import type { JournalTexts } from './change';

export interface JournalEntryViewProps {
  entry: JournalEntry;
  locale: Locale;
  texts: JournalTexts;
  onDelete: () => void;
}

/** One kept reading: when, which spread and cards, the question; its text opens on demand. */
export function JournalEntryView({ entry, locale, texts: t, onDelete }: JournalEntryViewProps) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const date = formatDate(new Date(entry.savedAt), locale, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <article aria-label={`${t.types[entry.type]}, ${date}`} className="rounded-3xl border border-violet/30 bg-night-900/80 p-5 sm:p-6">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-display text-lg font-semibold text-gold">{t.types[entry.type]}</h3>
        <time dateTime={entry.savedAt} className="text-sm text-mist-muted">
          {date}
        </time>
      </header>
      <p className="mt-2 italic text-mist-muted">
        {entry.question ? (
          <>
            <span className="sr-only">{t.questionLabel}: </span>
            {format(t.quoted, { text: entry.question })}
          </>
        ) : (
          t.silent
        )}
      </p>
      <p className="mt-2 text-sm">
        <span className="text-violet">{t.cardsLabel}: </span>
        {entry.cards.map((card, index) => (
          <span key={card}>
            {index > 0 && ', '}
            <a
              href={t.cards[card] && cardLink(t.cards[card].path, entry.reversed?.[index] === true)}
              className="text-gold underline decoration-gold/40 underline-offset-4 hover:decoration-gold"
            >
              {t.cards[card]?.name}
            </a>
            {entry.reversed?.[index] && ` (${t.reversedTag})`}
          </span>
        ))}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
          {open ? t.hide : t.readAgain}
        </Button>
        <Button variant="ghost" size="sm" aria-label={format(t.deleteLabel, { date })} onClick={onDelete}>
          {t.delete}
        </Button>
      </div>
      <div id={panel} hidden={!open} className="mt-5 border-t border-violet/20 pt-5">
        {open && (
          <>
            <ReadingText text={entry.text} />
            <p className="mt-4 text-sm text-mist-muted">{entry.source === 'ai' ? t.sourceAi : t.sourceTemplate}</p>
          </>
        )}
      </div>
    </article>
  );
}
