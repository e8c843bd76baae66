'use client';

/** When the back or forward button last moved within this document (a client-side return, as from the full reading). */
let traversedAt = -Infinity;
let asked = false;
// Loaded by every page a visitor can come back from (the table and the full reading), so that a
// return from a reloaded full reading is seen too: its document is the one that gets the popstate.
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (traversedAt = performance.now()));
/** A page laid out this long after the button was pressed was reached by it. */
const TRAVERSAL_WINDOW = 5000;

/**
 * Whether this page was reached with the back or forward button: within this document (from the
 * full reading), or as a new document loaded by it (from a card's page). Answered once per document
 * for the load, and once per traversal.
 */
export function cameBackByHistory(): boolean {
  const loadedByHistory = () => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return navigation?.type === 'back_forward';
  };
  const returned = performance.now() - traversedAt < TRAVERSAL_WINDOW || (!asked && loadedByHistory());
  asked = true;
  traversedAt = -Infinity;
  return returned;
}
