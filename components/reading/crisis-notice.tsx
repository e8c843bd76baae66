import type { ReadingTexts } from './texts';

const HELPLINES = 'https://findahelpline.com';

/** Shown before the cards when a question signals a risk of suicide or self-harm. */
export function CrisisNotice({ text }: { text: ReadingTexts['crisis'] }) {
  return (
    <aside role="note" className="mx-auto mb-8 max-w-2xl rounded-2xl border border-gold/50 bg-night-800 p-6 text-left">
      <h2 className="font-display text-xl font-semibold text-gold">{text.title}</h2>
      <p className="mt-3 leading-relaxed">{text.body}</p>
      <p className="mt-3">
        <a href={HELPLINES} rel="noopener" className="font-semibold text-gold underline underline-offset-4">
          {text.linkLabel}
        </a>
      </p>
      <p className="mt-3 text-sm text-mist-muted">{text.reading}</p>
    </aside>
  );
}
