'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { articleStore, ARTICLES_KEY } from '@/lib/blog/store';

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

/** Storage may be disabled or broken (private modes, policies): the blog then simply shows no articles. */
function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** The raw stored value, so React re-renders only when it changes; null before hydration. */
export function useStoredArticles() {
  const raw = useSyncExternalStore(
    subscribe,
    () => safely(() => window.localStorage.getItem(ARTICLES_KEY) ?? '', ''),
    () => null,
  );
  const read = useCallback(() => safely(() => articleStore(window.localStorage).list(), { articles: [], damaged: false }), []);
  // `raw` changing re-renders the caller, which then reads the articles again.
  return raw === null ? null : read();
}
