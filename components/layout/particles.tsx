'use client';

import { useEffect, useRef, useState } from 'react';
import { advanceParticles, createParticles, type Particle } from './particle-field';
import { useMotionAllowed } from './use-motion-allowed';

/** Decorative drift needs no more: half the frames and a fraction of the pixels of a sharp 60 fps canvas. */
const FRAME_MS = 1000 / 30;
const MAX_PIXEL_RATIO = 1;

interface Field {
  context: CanvasRenderingContext2D;
  particles: Particle[];
  /** Each particle's glow and core, painted once; a frame only copies them. */
  sprites: HTMLCanvasElement[];
  width: number;
  height: number;
}

function paintSprite({ radius, hue, alpha }: Particle): HTMLCanvasElement {
  const sprite = document.createElement('canvas');
  const size = Math.ceil(radius * 6) + 2;
  sprite.width = sprite.height = size;
  const context = sprite.getContext('2d');
  if (!context) return sprite;
  const middle = size / 2;
  context.fillStyle = `hsla(${hue}, 85%, 72%, ${alpha * 0.18})`;
  context.beginPath();
  context.arc(middle, middle, radius * 3, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = `hsla(${hue}, 90%, 80%, ${alpha})`;
  context.beginPath();
  context.arc(middle, middle, radius, 0, Math.PI * 2);
  context.fill();
  return sprite;
}

function draw({ context, particles, sprites, width, height }: Field) {
  context.clearRect(0, 0, width, height);
  particles.forEach((p, index) => {
    const sprite = sprites[index]!;
    context.drawImage(sprite, p.x - sprite.width / 2, p.y - sprite.height / 2);
  });
}

/** True once the page has loaded and the browser has had an idle moment: decoration waits for content. */
function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    // Safari has no idle callback: a short timeout after load stands in for it.
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const done = () => setSettled(true);
    let idle: number | undefined;
    const settle = () => {
      idle = hasIdle ? requestIdleCallback(done, { timeout: 1500 }) : window.setTimeout(done, 300);
    };
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
    return () => {
      window.removeEventListener('load', settle);
      if (idle === undefined) return;
      if (hasIdle) cancelIdleCallback(idle);
      else clearTimeout(idle);
    };
  }, []);
  return settled;
}

/**
 * Decorative full-screen canvas behind everything, drawn once the page has settled. It animates
 * only while the tab is visible and the visitor has not asked for reduced motion; otherwise it
 * shows one still frame.
 */
export function Particles() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const field = useRef<Field | null>(null);
  const settled = usePageSettled();
  const moving = useMotionAllowed() && settled;

  // Size the canvas to the window (and again on resize), keeping the particles where they are.
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!settled || !canvas || !context) return;
    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      const width = window.innerWidth;
      const height = window.innerHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      const particles = field.current?.particles ?? createParticles(width, height, Math.random);
      advanceParticles(particles, width, height, 0);
      field.current = { context, particles, sprites: field.current?.sprites ?? particles.map(paintSprite), width, height };
      draw(field.current);
    };
    resize();
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, [settled]);

  // Drift frame after frame while motion is allowed.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    canvas.dataset.animating = String(moving);
    if (!moving) return;
    let frame = 0;
    let last = 0;
    const tick = (now: number) => {
      frame = requestAnimationFrame(tick);
      if (last && now - last < FRAME_MS - 1) return;
      const current = field.current;
      if (current) {
        advanceParticles(current.particles, current.width, current.height, last ? Math.min((now - last) / 1000, 0.1) : 0);
        draw(current);
      }
      last = now;
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [moving]);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-testid="particles"
      className="pointer-events-none fixed inset-0 -z-10 size-full"
    />
  );
}
