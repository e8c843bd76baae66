'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * What `read` says once the page runs in the browser, and `onServer` while prerendering and
 * hydrating, so that the first render matches the server's. Nothing is listened to: `read` runs
 * when the component renders, and React checks it again once the render is committed.
 */
export function useInBrowser<T, S = T>(read: () => T, onServer: S): T | S {
  return useSyncExternalStore<T | S>(noSubscription, read, () => onServer);
}
