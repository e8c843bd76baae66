'use client';

import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import type { JournalStore } from '@/lib/journal/store';
import { format } from '@/lib/format';
import { applyChange, type JournalTexts } from './change';

export interface JournalToolsProps {
  store: JournalStore;
  count: number;
  keeping: boolean;
  texts: JournalTexts;
}

/** Saves text as a file the browser downloads. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The keep switch, export, import and delete-all (which asks first). */
export function JournalTools({ store, count, keeping, texts: t }: JournalToolsProps) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const deleteAll = useRef<HTMLButtonElement>(null);
  const ids = { keep: useId(), file: useId(), confirm: useId() };

  // The file format's code loads only when the visitor exports or imports.
  const exportAll = async () => {
    const { exportJournal } = await import('@/lib/journal/file');
    const file = exportJournal(store, new Date());
    download(file.name, file.text);
    toast.message(t.exportedTitle, { description: format(t.exportedDescription, { file: file.name }) });
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const { importJournal, MAX_IMPORT_CHARS } = await import('@/lib/journal/file');
    const result = file.size > MAX_IMPORT_CHARS * 4 ? ({ ok: false, reason: 'invalid' } as const) : importJournal(store, await file.text());
    if (!result.ok && result.reason === 'invalid') toast.error(t.importFailedTitle, { description: t.importFailedDescription });
    else if (!result.ok) applyChange(result, t);
    else
      applyChange(result, t, {
        title: t.importedTitle,
        description: format(t.importedDescription, { added: String(result.added), skipped: String(result.skipped) }),
      });
  };

  const ask = () => {
    setConfirming(true);
    requestAnimationFrame(() => cancel.current?.focus());
  };
  const close = () => {
    setConfirming(false);
    requestAnimationFrame(() => deleteAll.current?.focus());
  };

  return (
    <section aria-label={t.toolsLabel} className="rounded-3xl border border-violet/30 bg-night-900/80 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <input
          id={ids.keep}
          type="checkbox"
          role="switch"
          checked={keeping}
          aria-describedby={`${ids.keep}-state`}
          onChange={(event) => applyChange(store.setKeeping(event.target.checked), t)}
          className="mt-1 size-5 shrink-0 accent-gold"
        />
        <div>
          <label htmlFor={ids.keep} className="font-semibold">
            {t.keepLabel}
          </label>
          <p id={`${ids.keep}-state`} className="text-sm text-mist-muted">
            {keeping ? t.keepOn : t.keepOff}
          </p>
        </div>
      </div>
      {/* Stacked full width on a phone; in one row from sm, Delete all set apart at the end. */}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button variant="outline" size="sm" onClick={() => void exportAll()} disabled={count === 0}>
          {t.export}
        </Button>
        <label
          htmlFor={ids.file}
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'cursor-pointer has-[:focus-visible]:outline-2' })}
        >
          {t.import}
          <input
            id={ids.file}
            type="file"
            accept="application/json,.json"
            className="sr-only"
            onChange={(event) => void importFile(event)}
          />
        </label>
        <Button
          ref={deleteAll}
          variant="destructive-outline"
          size="sm"
          className="sm:ml-auto"
          onClick={ask}
          disabled={count === 0 || confirming}
          aria-expanded={confirming}
          aria-controls={ids.confirm}
        >
          {t.deleteAll}
        </Button>
      </div>
      {confirming && (
        <div
          id={ids.confirm}
          role="group"
          aria-labelledby={`${ids.confirm}-text`}
          className="mt-5 rounded-2xl border border-danger/60 bg-night-800 p-4"
        >
          <p id={`${ids.confirm}-text`}>{t.confirmText}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button
              variant="destructive"
              size="sm"
              onClick={() => {
                if (applyChange(store.removeAll(), t, { title: t.allDeletedTitle })) setConfirming(false);
              }}
            >
              {t.confirmDelete}
            </Button>
            <Button ref={cancel} variant="outline" size="sm" onClick={close}>
              {t.cancel}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
