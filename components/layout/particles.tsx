'use client';

import { useEffect, useRef } from 'react';
import { advanceParticles, createParticles, type Particle } from './particle-field';
import { useMotionAllowed } from './use-motion-allowed';

interface Field {
  context: CanvasRenderingContext2D;
  particles: Particle[];
  width: number;
  height: number;
}

function draw({ context, particles, width, height }: Field) {
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
}

/**
 * Decorative full-screen canvas behind everything. It animates only while the tab is visible and
 * the visitor has not asked for reduced motion; otherwise it shows one still frame.
 */
export function Particles() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const field = useRef<Field | null>(null);
  const moving = useMotionAllowed();

  // Size the canvas to the window (and again on resize), keeping the particles where they are.
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      const width = window.innerWidth;
      const height = window.innerHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      const particles = field.current?.particles ?? createParticles(width, height, Math.random);
      advanceParticles(particles, width, height, 0);
      field.current = { context, particles, width, height };
      draw(field.current);
    };
    resize();
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);

  // Drift frame after frame while motion is allowed.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    canvas.dataset.animating = String(moving);
    if (!moving) return;
    let frame = 0;
    let last = 0;
    const tick = (now: number) => {
      const current = field.current;
      if (current) {
        advanceParticles(current.particles, current.width, current.height, last ? Math.min((now - last) / 1000, 0.1) : 0);
        draw(current);
      }
      last = now;
      frame = requestAnimationFrame(tick);
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
