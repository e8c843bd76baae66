'use client';

import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { useInBrowser } from '@/hooks/use-in-browser';
import type { ShareButtonProps } from './share-button';

// The Share button's code (and the spread codes) load with a finished reading, not with the page.
const ShareButton = lazy(() => import('./share-button').then((module) => ({ default: module.ShareButton })));

/** The Share button, drawn in the browser only: what it offers depends on the device. */
export function LazyShareButton(props: ShareButtonProps) {
  const inBrowser = useInBrowser(() => true, false);
  return inBrowser ? (
    <Suspense fallback={<ShareButtonRoom {...props} />}>
      <ShareButton {...props} />
    </Suspense>
  ) : null;
}

/** While its code loads, the button and its hint as they will stand, so nothing below them moves when it arrives. */
function ShareButtonRoom({ asked, texts }: ShareButtonProps) {
  return (
    <div aria-hidden="true" className="flex flex-col items-center gap-2 text-center">
      <Button variant="outline" disabled tabIndex={-1}>
        {texts.button}
      </Button>
      <p className="text-sm text-mist-muted">{asked ? texts.hint : texts.hintUnasked}</p>
      <p className="max-w-sm text-sm" />
    </div>
  );
}
