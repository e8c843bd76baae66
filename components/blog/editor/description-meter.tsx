import { snippetFit } from '@/lib/blog/editor/snippet';
import { format } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { EditorTexts } from './texts';

const verdict = { empty: 'descriptionEmpty', short: 'descriptionShort', good: 'descriptionGood', long: 'descriptionLong' } as const;

/** The description's length against the ~155–160 characters a search result shows. */
export function DescriptionMeter({ id, description, texts: t }: { id: string; description: string; texts: EditorTexts['editor'] }) {
  const { length, fit } = snippetFit(description);
  return (
    <p id={id} data-fit={fit} className={cn('text-sm text-mist-muted', fit === 'long' && 'text-gold')}>
      {format(t.descriptionCount, { count: String(length) })} {t[verdict[fit]]}
    </p>
  );
}
