import { Button } from '@/components/ui/button';
import { format } from '@/lib/format';
import type { EditorTexts } from './texts';

/** A draft kept in this browser, offered back after a reload or a crash. */
export function DraftOffer({
  savedAt,
  locale,
  texts: t,
  onRestore,
  onDiscard,
}: {
  savedAt: number;
  locale: string;
  texts: EditorTexts['editor'];
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(savedAt);
  return (
    <section aria-labelledby="draft-found" className="rounded-3xl border border-gold/40 bg-night-800 p-5">
      <p id="draft-found">{format(t.draftFound, { time })}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="button" onClick={onRestore}>
          {t.draftRestore}
        </Button>
        <Button type="button" variant="outline" onClick={onDiscard}>
          {t.draftDiscard}
        </Button>
      </div>
    </section>
  );
}
