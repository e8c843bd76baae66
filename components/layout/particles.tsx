'use client';

import { useEffect, useRef } from 'react';
import { afterPageSettles } from '@/lib/after-page-settles';

/**
 * Decorative full-screen canvas behind everything. Decoration waits for content: its code loads
 * and it starts drawing once the page has settled (particle-sky.ts).
 */
export function Particles() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    const cancel = afterPageSettles(() => {
      void import('./particle-sky').then(({ startSky }) => {
        if (live && canvasRef.current) stop = startSky(canvasRef.current);
      });
    });
    return () => {
      live = false;
      cancel();
      stop?.();
    };
  }, []);

  return (
    <canvas ref={canvasRef} aria-hidden="true" data-testid="particles" className="pointer-events-none fixed inset-0 -z-10 size-full" />
  );
}
