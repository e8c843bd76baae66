'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toaster';
import { browserStorage } from '@/lib/browser-storage';
import { isValidApiKey } from '@/lib/blog/api-key';
import { processRequest } from '@/lib/blog/protocol';
import { isBlogPageSlug } from '@/lib/routes/paths';
import { articleDate } from '@/lib/blog/slug';
import { articleStore } from '@/lib/blog/store';
import { timings } from '@/components/reading/timings';
import { showOutcome, type BlogApiTexts } from './outcome-toast';

declare global {
  interface Window {
    /** A publish or delete request left for this page by an automation tool (DECISIONS). */
    blogApiRequest?: unknown;
  }
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Only this page itself (an automation tool running in it) or the same-origin window that opened it
 * may hand over a request: another site that opens the URL can neither publish nor delete.
 */
const isTrustedSender = (event: MessageEvent) =>
  event.origin === window.location.origin && (event.source === window || (event.source !== null && event.source === window.opener));

/**
 * `/api/blog/publish?apiKey=…`: checks the key, then processes the request waiting on
 * `window.blogApiRequest`, or the first object posted to this window within 3 s by a trusted
 * sender, and returns to the blog.
 */
export function PublishEndpoint({ texts: t }: { texts: BlogApiTexts }) {
  const router = useRouter();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const finish = () => router.replace('/blog');
    const fail = () => {
      toast.error(t.apiErrorTitle, { description: t.failed });
      finish();
    };
    let stopListening = () => {};
    try {
      const storage = browserStorage('localStorage');
      if (!storage) {
        toast.error(t.apiErrorTitle, { description: t.storageBlocked });
        finish();
        return;
      }
      const store = articleStore(storage);
      const provided = new URLSearchParams(window.location.search).get('apiKey');
      if (!isValidApiKey(provided, store.apiKey())) {
        toast.error(t.apiErrorTitle, { description: t.invalidKey });
        finish();
        return;
      }
      const process = (request: unknown) => showOutcome(processRequest(request, store, articleDate(new Date()), isBlogPageSlug), t);

      if (window.blogApiRequest !== undefined) {
        const request = window.blogApiRequest;
        delete window.blogApiRequest;
        process(request);
        finish();
        return;
      }

      const announced = toast.message(t.readyTitle, { description: t.readyDescription });
      const onMessage = (event: MessageEvent) => {
        if (!isTrustedSender(event) || !isObject(event.data)) return;
        stopListening();
        try {
          process(event.data);
          finish();
        } catch {
          fail();
        }
      };
      // Listening starts at once; the 3 s start when the toast is up, however long its code takes to load.
      window.addEventListener('message', onMessage);
      let timer: ReturnType<typeof setTimeout> | undefined;
      let stopped = false;
      const startClock = () => {
        if (stopped) return;
        timer = setTimeout(() => {
          stopListening();
          finish();
        }, timings.publishMessageWait);
      };
      void announced.then(startClock, startClock);
      stopListening = () => {
        stopped = true;
        clearTimeout(timer);
        window.removeEventListener('message', onMessage);
      };
    } catch {
      fail();
    }
  }, [router, t]);

  return null;
}
