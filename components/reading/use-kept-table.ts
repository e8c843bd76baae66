'use client';

import { browserStorage } from '@/lib/browser-storage';
import { hasKeptTable } from '@/lib/tarot/kept-table';
import type { KeptTable } from '@/lib/tarot/kept-table-schema';

let asked = false;

/**
 * The reading to lay out again on this page: only for the first reading on a page the browser
 * reached with its back or forward button (a page it kept whole in its cache needs nothing).
 */
export async function returningTable(): Promise<KeptTable | undefined> {
  if (asked) return undefined;
  asked = true;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const storage = browserStorage('sessionStorage');
  if (navigation?.type !== 'back_forward' || !hasKeptTable(storage)) return undefined;
  // The schema and zod load only when there is a table to check.
  const { keptTable } = await import('@/lib/tarot/kept-table-schema');
  return keptTable(storage, window.location.pathname);
}
