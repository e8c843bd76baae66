'use client';

import { useEffect, useMemo, useState } from 'react';
import { sessionStatus, type Desk, type SessionStatus } from '@/lib/blog/desk';
import type { Locale } from '@/lib/i18n/routing';

/** The desk as this page reaches it: its own origin, answers in the page's language. */
export function useDesk(locale: Locale, unreachable: string): Desk {
  return useMemo(() => ({ locale, unreachable, fetch: (input, init) => fetch(input, init) }), [locale, unreachable]);
}

/**
 * Whether the server publishes and this browser is signed in, asked once the page has loaded (null
 * until it answers). An unreachable server counts as publishing off: the page stays as it is.
 */
export function useSessionStatus(desk: Desk) {
  const [status, setStatus] = useState<SessionStatus | null>(null);
  useEffect(() => {
    let live = true;
    void sessionStatus(desk).then((answer) => {
      if (live) setStatus(answer.ok ? answer.value : { enabled: false, signedIn: false });
    });
    return () => {
      live = false;
    };
  }, [desk]);
  return [status, setStatus] as const;
}
