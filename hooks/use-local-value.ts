'use client';

import { useSyncExternalStore } from 'react';
import { browserStorage } from '@/lib/browser-storage';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the value.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Tells every subscriber in this tab that a stored value changed. */
export function localValuesChanged() {
  listeners.forEach((listener) => listener());
}

/**
 * A `localStorage` value, so a component re-renders when it changes (here or in another tab): ''
 * when there is none or no storage, and null before hydration, when the server cannot know it.
 */
export function useLocalValue(key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => {
      try {
        return browserStorage('localStorage')?.getItem(key) ?? '';
      } catch {
        return '';
      }
    },
    () => null,
  );
}
