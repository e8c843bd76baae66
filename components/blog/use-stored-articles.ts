'use client';

import { useCallback } from 'react';
import { useLocalValue } from '@/hooks/use-local-value';
import { browserStorage } from '@/lib/browser-storage';
import { articleStore, ARTICLES_KEY, type StoredArticles } from '@/lib/blog/store';

export type BrowserArticles = StoredArticles & { blocked: boolean };

/** The visitor's articles, re-read whenever the stored value changes; null before hydration. */
export function useStoredArticles(): BrowserArticles | null {
  const raw = useLocalValue(ARTICLES_KEY);
  const read = useCallback((): BrowserArticles => {
    const storage = browserStorage('localStorage');
    try {
      if (storage) return { ...articleStore(storage).list(), blocked: false };
    } catch {
      // Broken storage reads as blocked.
    }
    return { articles: [], damaged: false, blocked: true };
  }, []);
  // `raw` changing re-renders the caller, which then reads the articles again.
  return raw === null ? null : read();
}
