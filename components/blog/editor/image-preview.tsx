'use client';

import { useState } from 'react';
import { isSafeImageUrl } from '@/lib/blog/article';
import type { EditorTexts } from './texts';

/** The featured image as the article will show it, or why it cannot be shown. */
export function ImagePreview({ id, url, texts: t }: { id: string; url: string; texts: EditorTexts['editor'] }) {
  const address = url.trim();
  if (!address) return null;
  if (!isSafeImageUrl(address) || address.startsWith('data:')) {
    return (
      <p id={id} role="status" className="text-sm text-gold">
        {t.imageUnsafe}
      </p>
    );
  }
  return <LoadingImage key={address} id={id} address={address} texts={t} />;
}

function LoadingImage({ id, address, texts: t }: { id: string; address: string; texts: EditorTexts['editor'] }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <div className="space-y-2">
      {state !== 'failed' && (
        <img
          src={address}
          alt={t.imagePreviewAlt}
          width={1200}
          height={630}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          className="aspect-[40/21] w-full max-w-sm rounded-2xl object-cover"
        />
      )}
      {state !== 'loaded' && (
        <p id={id} role="status" className={state === 'failed' ? 'text-sm text-gold' : 'text-sm text-mist-muted'}>
          {state === 'failed' ? t.imageFailed : t.imageLoading}
        </p>
      )}
    </div>
  );
}
