import { advanceParticles, createParticles, type Particle } from './particle-field';

/** Decorative drift needs no more: 30 frames a second at most, and fewer where a frame costs too much. */
const FRAME_MS = 1000 / 30;
const SLOWEST_FRAME_MS = 1000 / 10;
/** A frame that takes longer than this to draw (a slow phone) halves the rate, down to 10 a second. */
const COSTLY_DRAW_MS = 4;
const MAX_PIXEL_RATIO = 1;

type Surface = HTMLCanvasElement | OffscreenCanvas;
type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** A canvas to paint one particle's sprite on: off-screen where the platform has one. */
function spriteCanvas(size: number): Surface {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(size, size);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  return canvas;
}

function paintSprite({ radius, hue, alpha }: Particle): Surface {
  const size = Math.ceil(radius * 6) + 2;
  const sprite = spriteCanvas(size);
  const context = sprite.getContext('2d') as Context | null;
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

/** The sky's size: the window's, in CSS pixels, and the device's pixel ratio. */
export interface SkySize {
  width: number;
  height: number;
  ratio: number;
}

/**
 * The drifting particles drawn on `canvas`, the same on the page's thread or in a worker: sized
 * with `resize`, moving while `motion(true)` (one still frame otherwise), at 30 frames a second,
 * fewer when drawing a frame costs too much. Frames are asked for only when one is due, so the
 * idle frames between them cost the page nothing.
 */
export function skyLoop(canvas: Surface, schedule: (draw: () => void) => () => void) {
  const context = canvas.getContext('2d') as Context | null;
  let particles: Particle[] | undefined;
  let sprites: Surface[] = [];
  let width = 0;
  let height = 0;
  let moving = false;
  let frameMs = FRAME_MS;
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelFrame: (() => void) | undefined;

  const draw = () => {
    if (!context) return;
    context.clearRect(0, 0, width, height);
    particles?.forEach((particle, index) => {
      const sprite = sprites[index]!;
      context.drawImage(sprite, particle.x - sprite.width / 2, particle.y - sprite.height / 2);
    });
  };

  const halt = () => {
    clearTimeout(timer);
    cancelFrame?.();
    timer = cancelFrame = undefined;
  };

  const frame = () => {
    const now = performance.now();
    if (particles) advanceParticles(particles, width, height, last ? Math.min((now - last) / 1000, 0.1) : 0);
    draw();
    const cost = performance.now() - now;
    if (cost > COSTLY_DRAW_MS) frameMs = Math.min(frameMs * 2, SLOWEST_FRAME_MS);
    last = now;
    timer = setTimeout(() => (cancelFrame = schedule(frame)), frameMs);
  };

  return {
    resize({ width: cssWidth, height: cssHeight, ratio }: SkySize) {
      const scale = Math.min(ratio || 1, MAX_PIXEL_RATIO);
      width = cssWidth;
      height = cssHeight;
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      context?.setTransform(scale, 0, 0, scale, 0, 0);
      if (!particles) {
        particles = createParticles(width, height, Math.random);
        sprites = particles.map(paintSprite);
      }
      advanceParticles(particles, width, height, 0);
      draw();
    },
    motion(move: boolean) {
      moving = move;
      halt();
      last = 0;
      if (moving) cancelFrame = schedule(frame);
    },
    stop: halt,
  };
}
