'use client';

import { browserStorage } from '@/lib/browser-storage';
import { keptTable, type KeptTable } from '@/lib/tarot/kept-table';

let asked = false;

/**
 * The reading to lay out again on this page: only for the first reading on a page the browser
 * reached with its back or forward button (a page it kept whole in its cache needs nothing).
 */
export function returningTable(): KeptTable | undefined {
  if (asked) return undefined;
  asked = true;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'back_forward' ? keptTable(browserStorage('sessionStorage'), window.location.pathname) : undefined;
}
