'use client';

import dynamic from 'next/dynamic';

/** The Share button's code (and the spread codes) load with a finished reading, not with the page. */
export const LazyShareButton = dynamic(() => import('./share-button').then((module) => module.ShareButton), { ssr: false });
