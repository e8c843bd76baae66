'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * A link that prefetches its page when the visitor shows the intent to follow it (pointer over,
 * focus, touch) instead of as soon as it scrolls into view. Every page has a dozen links in view,
 * and prefetching them all made each page load download and evaluate other pages' code while the
 * visitor's own page was still becoming interactive.
 */
export function Link({ onPointerEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof NextLink>) {
  const [wanted, setWanted] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={wanted ? null : false}
      onPointerEnter={(event) => {
        setWanted(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setWanted(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setWanted(true);
        onTouchStart?.(event);
      }}
    />
  );
}
