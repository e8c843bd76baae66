'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/routing';
import { sharedPath } from '@/lib/share/shared-path';
import { spreadCode } from '@/lib/share/spread-code';
import type { CardId } from '@/lib/tarot/deck';
import type { ReadingType } from '@/lib/tarot/spreads';
import { format } from '@/lib/format';
import type messages from '@/messages/en.json';

export interface ShareButtonProps {
  cards: readonly CardId[];
  /** Position by position, whether the card lies reversed. */
  reversed?: readonly boolean[];
  type: ReadingType;
  locale: Locale;
  /** The spread's name, for the share sheet's title. */
  spread: string;
  /** Whether the reading had a question: only then is it worth saying that the link leaves it out. */
  asked: boolean;
  texts: (typeof messages)['Share'];
}

const phone = () => typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;

/**
 * Shares a link to the spread's own page (its cards and type, never the question): the system
 * share sheet on phones, the clipboard elsewhere. Loaded only with a finished reading. The copy
 * is confirmed beside the button, not by a toast over the reading.
 */
export function ShareButton({ cards, reversed, type, locale, spread, asked, texts: t }: ShareButtonProps) {
  const path = sharedPath(spreadCode({ cards: [...cards], type, reversed: reversed && [...reversed] }), locale);
  const [shared, setShared] = useState(false);
  const [copied, setCopied] = useState<{ title: string; description: string } | null>(null);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied({ title: t.copiedTitle, description: asked ? t.copiedDescription : t.copiedUnasked });
    } catch {
      setCopied({ title: t.copyFailedTitle, description: format(t.copyFailedDescription, { url }) });
    }
  };

  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    setShared(true);
    if (!phone()) return copy(url);
    try {
      await navigator.share({ title: format(t.shareTitle, { spread }), text: t.shareText, url });
    } catch (error) {
      // Closing the sheet is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy(url);
    }
  };

  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <Button variant="outline" onClick={() => void share()} aria-describedby="share-hint">
        {t.button}
      </Button>
      <p id="share-hint" className="text-sm text-mist-muted">
        {asked ? t.hint : t.hintUnasked}
      </p>
      {shared && (
        <a href={path} className="text-sm break-all text-gold underline underline-offset-4" data-shared-link>
          {`${window.location.host}${path}`}
        </a>
      )}
      <p role="status" className="max-w-sm text-sm text-mist">
        {copied && (
          <>
            <strong className="font-semibold text-gold">{copied.title}.</strong> {copied.description}
          </>
        )}
      </p>
    </div>
  );
}
