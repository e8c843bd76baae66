'use client';

import { toast } from '@/components/ui/toaster';
import { browserStorage } from '@/lib/browser-storage';
import type { FinishedReading } from '@/lib/journal/entry';
import type { ReadingAsk, ReadingSource } from '@/lib/tarot/reading-contract';
import { saveReading } from '@/lib/tarot/kept-reading';

let warned = false;

/**
 * Keeps a reading that just finished in My readings (unless the visitor switched keeping off). The
 * journal's code loads only now, never with the page. A full or blocked storage is said once per
 * page, and the reading on screen is untouched.
 */
async function keepReading(reading: FinishedReading, notKept: { title: string; description: string }): Promise<void> {
  const storage = browserStorage('localStorage');
  const { journalStore } = await import('@/lib/journal/store');
  let result;
  try {
    result = storage ? journalStore(storage).keep(reading, new Date()) : { ok: false };
  } catch {
    result = { ok: false };
  }
  if (result.ok || warned) return;
  warned = true;
  toast.error(notKept.title, { description: notKept.description });
}

/** A written reading that just finished: this tab remembers it for a reload, and My readings keeps it. */
export function readingFinished(
  ask: ReadingAsk,
  written: { text: string; source: ReadingSource },
  notKept: { title: string; description: string },
): void {
  const cards = [...ask.cards];
  const reversed = ask.reversed && [...ask.reversed];
  saveReading(browserStorage('sessionStorage'), { ...ask, cards, reversed, interpretation: written });
  void keepReading({ ...ask, cards, reversed, ...written }, notKept);
}
