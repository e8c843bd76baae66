'use client';

import { useEffect, useRef } from 'react';

/**
 * While `dirty`, leaving asks first: closing or reloading the tab (the browser's own question) and
 * following a link inside the site (ours, before the soft navigation takes the click). `release`
 * lets a save leave without asking.
 */
export function useLeaveGuard(dirty: boolean, question: string, onLeave: () => void) {
  const released = useRef(false);
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      onLeave();
      if (released.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || event.button !== 0 || (anchor.target && anchor.target !== '_self')) return;
      const url = new URL(anchor.href);
      if (url.pathname === location.pathname && url.search === location.search) return;
      onLeave();
      if (window.confirm(question)) released.current = true;
      else {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, question, onLeave]);
  return () => {
    released.current = true;
  };
}
