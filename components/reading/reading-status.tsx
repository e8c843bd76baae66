'use client';

import { format } from '@/lib/format';
import { expectedCardCount } from '@/lib/tarot/spreads';
import { readingStatus } from '@/lib/tarot/reading-status';
import { touchScreen } from './media';
import type { ReadingTexts } from './texts';
import type { ReadingSession } from './use-reading-session';

/** The reading's messages in words for its number of cards: one card is "your card", never "card 1 of 1". */
function statusWords(t: ReadingTexts['reading'], total: number, input: 'pointer' | 'touch', picked: number) {
  const one = total === 1;
  const count = String(total) as keyof typeof t.readingStartedDescription;
  return {
    title: {
      pick: one ? t.pickOne : format(t.pickProgress, { n: String(picked + 1), total: String(total) }),
      channelling: `${t.channelling}…`,
      ready: one ? t.readingCompleteTitleOne : t.readingCompleteTitle,
      revealed: one ? t.revealedTitleOne : t.revealedTitle,
    },
    line: {
      started: [t.readingStartedTitle, t.readingStartedDescription[count]],
      soon: [(one ? t.revealHintOne : t.revealHint)[input]],
      ready: [(one ? t.readingCompleteDescriptionOne : t.readingCompleteDescription)[input]],
      revealed: [(one ? t.revealedHintOne : t.revealedHint)[input]],
    },
  };
}

/** Beside the cards, where the eye is: what is happening, and what to do next once it can be done. */
export function ReadingStatus({ state, texts }: { state: ReadingSession['state']; texts: ReadingTexts }) {
  const total = expectedCardCount(state.readingType);
  const status = readingStatus(state.phase, texts.reveal, total);
  if (!status) return null;
  const t = texts.reading;
  const words = statusWords(t, total, touchScreen() ? 'touch' : 'pointer', state.picked.length);
  const [first, second] = words.line[status.line];
  return (
    <>
      <p role="status" className="min-h-7 text-center font-display text-lg text-gold" data-status-title>
        {words.title[status.title]}
      </p>
      <div aria-live="polite" className="space-y-1" data-status-line>
        <p className="text-center text-mist">
          {second ? (
            <>
              <span className="font-semibold">{first}</span> · {second}
            </>
          ) : (
            first
          )}
        </p>
        {status.counter && (
          <p className="text-center text-sm text-mist-muted">
            {format(t.turnedCount, { n: String(state.faceUp.filter(Boolean).length), total: String(total) })}
          </p>
        )}
      </div>
    </>
  );
}
