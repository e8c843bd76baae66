'use client';

import { usePathname } from 'next/navigation';
import { useInBrowser } from '@/hooks/use-in-browser';

/**
 * The path and query in the visitor's address bar, or null while prerendering and hydrating:
 * pages are reached through rewrites, so the server only knows their internal path.
 */
export function useBrowserUrl(): string | null {
  usePathname(); // re-render after client-side navigation
  return useInBrowser(() => window.location.pathname + window.location.search, null);
}
