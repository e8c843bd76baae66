'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** What shows the intent to follow a link, so its page's data is fetched then. */
const intents = ['pointerover', 'focusin', 'touchstart'] as const;

/** The page link an event started on, if following it can stay inside the app. */
function pageLink(event: Event): URL | null {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  // A reading under way lives in this document: leaving it whole lets the back button find it whole.
  if (anchor.closest('[data-full-navigation]')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== location.origin) return null;
  // Files and endpoints are not pages; a link within the page is the browser's to follow.
  if (/^\/(api|og|_next)\//.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return url;
}

/**
 * Links are plain `<a>` elements rendered on the server; this one listener makes following them a
 * client-side navigation (except from inside `[data-full-navigation]`: a reading, the journal), fetches a page's data when the visitor shows the intent to follow its
 * link (pointer over, focus, touch) rather than for every link in view, and after a navigation
 * moves focus to the main content, so keyboard and screen-reader users start on the new page.
 */
export function SoftNavigation() {
  const router = useRouter();
  const pathname = usePathname();
  const first = useRef(true);

  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const url = pageLink(event);
      if (!url) return;
      event.preventDefault();
      router.push(url.pathname + url.search + url.hash);
    };
    const prefetch = (event: Event) => {
      const url = pageLink(event);
      if (url && url.pathname !== location.pathname) router.prefetch(url.pathname + url.search);
    };
    document.addEventListener('click', follow);
    for (const type of intents) document.addEventListener(type, prefetch, { passive: true });
    return () => {
      document.removeEventListener('click', follow);
      for (const type of intents) document.removeEventListener(type, prefetch);
    };
  }, [router]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
