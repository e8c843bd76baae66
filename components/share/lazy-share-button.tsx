'use client';

import { lazy, Suspense } from 'react';
import { useInBrowser } from '@/hooks/use-in-browser';
import type { ShareButtonProps } from './share-button';

// The Share button's code (and the spread codes) load with a finished reading, not with the page.
const ShareButton = lazy(() => import('./share-button').then((module) => ({ default: module.ShareButton })));

/** The Share button, drawn in the browser only: what it offers depends on the device. */
export function LazyShareButton(props: ShareButtonProps) {
  const inBrowser = useInBrowser(() => true, false);
  return inBrowser ? (
    <Suspense fallback={null}>
      <ShareButton {...props} />
    </Suspense>
  ) : null;
}
