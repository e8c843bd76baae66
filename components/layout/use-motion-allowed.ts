'use client';

import { useSyncExternalStore } from 'react';

const REDUCED = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(REDUCED);
  document.addEventListener('visibilitychange', onChange);
  media.addEventListener('change', onChange);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
    media.removeEventListener('change', onChange);
  };
}

/** Whether decorative animation may run: the tab is visible and the visitor has not asked for less motion. */
export function useMotionAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !document.hidden && !window.matchMedia(REDUCED).matches,
    () => false,
  );
}
