'use client';

import { localValuesChanged } from '@/hooks/use-local-value';
import { toast } from '@/components/ui/toaster';
import type { WriteResult } from '@/lib/stored-map';
import type messages from '@/messages/en.json';

export type JournalTexts = (typeof messages)['Journal'] & {
  sourceAi: string;
  sourceTemplate: string;
  /** A question in the language's quotation marks: “…” or «…». */
  quoted: string;
  /** The mark after a reversed card's name. */
  reversedTag: string;
  /** Card names and pages, and spread names, in the page's language. */
  cards: Record<string, { name: string; path: string }>;
  types: Record<string, string>;
  startPath: string;
};

/** Runs a change to the journal; a full or refused storage changed nothing and says so. */
export function applyChange(result: Pick<WriteResult, 'ok'>, t: JournalTexts, done?: { title: string; description?: string }): boolean {
  if (!result.ok) {
    toast.error(t.storageErrorTitle, { description: t.storageErrorDescription });
    return false;
  }
  localValuesChanged();
  if (done) toast.message(done.title, done.description ? { description: done.description } : undefined);
  return true;
}
