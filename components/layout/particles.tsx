'use client';

import { useEffect, useRef } from 'react';
import { advanceParticles, createParticles, type Particle } from './particle-field';

/**
 * Decorative full-screen canvas behind everything. It animates only while the tab is visible and
 * the visitor has not asked for reduced motion; otherwise it shows one still frame.
 */
export function Particles() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let width = 0;
    let height = 0;
    let particles: Particle[] = [];
    let frame = 0;
    let last = 0;

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = window.innerWidth;
      height = window.innerHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      if (particles.length === 0) particles = createParticles(width, height, Math.random);
      advanceParticles(particles, width, height, 0);
      draw();
    };

    const draw = () => {
      context.clearRect(0, 0, width, height);
      for (const p of particles) {
        context.beginPath();
        context.arc(p.x, p.y, p.radius * 3, 0, Math.PI * 2);
        context.fillStyle = `hsla(${p.hue}, 85%, 72%, ${p.alpha * 0.18})`;
        context.fill();
        context.beginPath();
        context.arc(p.x, p.y, p.radius, 0, Math.PI * 2);
        context.fillStyle = `hsla(${p.hue}, 90%, 80%, ${p.alpha})`;
        context.fill();
      }
    };

    const tick = (now: number) => {
      const seconds = last ? Math.min((now - last) / 1000, 0.1) : 0;
      last = now;
      advanceParticles(particles, width, height, seconds);
      draw();
      frame = requestAnimationFrame(tick);
    };

    const sync = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      last = 0;
      if (!document.hidden && !reducedMotion.matches) frame = requestAnimationFrame(tick);
      canvas.dataset.animating = String(frame !== 0);
    };

    resize();
    sync();
    window.addEventListener('resize', resize);
    document.addEventListener('visibilitychange', sync);
    reducedMotion.addEventListener('change', sync);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
      document.removeEventListener('visibilitychange', sync);
      reducedMotion.removeEventListener('change', sync);
    };
  }, []);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-testid="particles"
      className="pointer-events-none fixed inset-0 -z-10 size-full"
    />
  );
}
