'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage } from '@/lib/browser-storage';
import { articleStore, ARTICLES_KEY, type StoredArticles } from '@/lib/blog/store';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the articles.
  const onStorage = (event: StorageEvent) => (event.key === null || event.key === ARTICLES_KEY) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Tells every subscriber in this tab that the articles changed. */
export function articlesChanged() {
  listeners.forEach((listener) => listener());
}

/** The raw stored value, so React re-renders only when it changes ('' when there is none or no storage). */
function rawArticles(): string {
  try {
    return browserStorage('localStorage')?.getItem(ARTICLES_KEY) ?? '';
  } catch {
    return '';
  }
}

export type BrowserArticles = StoredArticles & { blocked: boolean };

/** The visitor's articles, re-read whenever the stored value changes; null before hydration. */
export function useStoredArticles(): BrowserArticles | null {
  const raw = useSyncExternalStore(subscribe, rawArticles, () => null);
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
