'use client';

import { useCallback, useEffect, useState } from 'react';
import { draftStore, type EditorFields } from '@/lib/blog/editor/draft';
import { browserStorage } from '@/lib/browser-storage';

/** Forgets the draft kept under `draftId` (saved, published or discarded). */
export function forgetDraft(draftId: string) {
  const storage = browserStorage('localStorage');
  if (storage) draftStore(storage).discard(draftId);
}

export interface KeptDraftOptions {
  draftId: string;
  fields: EditorFields;
  slugEdited: boolean;
  /** Whether the fields differ from what was opened, saved or published. */
  dirty: boolean;
  /** While a kept draft is offered, or once saved, typing must not replace it. */
  paused: boolean;
}

/**
 * Keeps the fields as a draft in this browser a moment after each change while they differ from
 * what was opened, and forgets it once they no longer do. `keep` does it at once (before leaving).
 */
export function useKeptDraft({ draftId, fields, slugEdited, dirty, paused }: KeptDraftOptions) {
  const [kept, setKept] = useState(false);
  const keep = useCallback(() => {
    const storage = browserStorage('localStorage');
    if (!storage || paused) return;
    const drafts = draftStore(storage);
    if (dirty) setKept(drafts.keep({ id: draftId, fields, slugEdited, savedAt: Date.now() }).ok);
    else if (drafts.get(draftId)) drafts.discard(draftId);
  }, [paused, dirty, draftId, fields, slugEdited]);
  useEffect(() => {
    const timer = window.setTimeout(keep, 400);
    return () => window.clearTimeout(timer);
  }, [keep]);
  return { kept, keep };
}
