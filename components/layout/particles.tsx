'use client';

import { useEffect, useRef } from 'react';

/** Runs `task` once the page has loaded and the browser has had an idle moment; returns its cancel. */
function afterPageSettles(task: () => void): () => void {
  // Safari has no idle callback: a short timeout after load stands in for it.
  const hasIdle = typeof window.requestIdleCallback === 'function';
  let idle: number | undefined;
  const settle = () => {
    idle = hasIdle ? requestIdleCallback(task, { timeout: 1500 }) : window.setTimeout(task, 300);
  };
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
  return () => {
    window.removeEventListener('load', settle);
    if (idle === undefined) return;
    if (hasIdle) cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
}

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

  return <canvas ref={canvasRef} aria-hidden="true" data-testid="particles" className="pointer-events-none fixed inset-0 -z-10 size-full" />;
}
