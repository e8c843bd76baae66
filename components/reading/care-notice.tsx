import { CrisisNotice } from './crisis-notice';
import type { ReadingTexts } from './texts';
import type { ConcernCheck } from './use-concern-check';

/**
 * Shown before the cards when a question raises a crisis or a wound: the crisis help, or the
 * note for that kind of pain (what the cards will not say, and where help is), on every path.
 */
export function CareNotice({ check, crisis }: { check: ConcernCheck | undefined; crisis: ReadingTexts['crisis'] }) {
  if (!check) return null;
  if (check.concern === 'crisis') return <CrisisNotice text={crisis} />;
  return (
    <aside role="note" className="mx-auto mb-8 max-w-2xl rounded-2xl border border-gold/50 bg-night-800 p-6 text-left leading-relaxed">
      <p>{check.care.opening}</p>
      <p className="mt-3">{check.care.closing}</p>
    </aside>
  );
}
