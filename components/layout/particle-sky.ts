import { advanceParticles, createParticles, type Particle } from './particle-field';

/** Decorative drift needs no more: half the frames and a fraction of the pixels of a sharp 60 fps canvas. */
const FRAME_MS = 1000 / 30;
const MAX_PIXEL_RATIO = 1;
const REDUCED = '(prefers-reduced-motion: reduce)';

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

/**
 * Draws the drifting particles on `canvas`, sized to the window. They move only while the tab is
 * visible and the visitor has not asked for reduced motion; otherwise one still frame stays.
 * Returns the function that stops it all.
 */
export function startSky(canvas: HTMLCanvasElement): () => void {
  const context = canvas.getContext('2d');
  if (!context) return () => {};
  let particles: Particle[] | undefined;
  let sprites: HTMLCanvasElement[] = [];
  let width = 0;
  let height = 0;

  const draw = () => {
    context.clearRect(0, 0, width, height);
    particles?.forEach((p, index) => {
      const sprite = sprites[index]!;
      context.drawImage(sprite, p.x - sprite.width / 2, p.y - sprite.height / 2);
    });
  };

  // Sized to the window, and again on resize, the particles kept where they are.
  const resize = () => {
    const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
    width = window.innerWidth;
    height = window.innerHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    if (!particles) {
      particles = createParticles(width, height, Math.random);
      sprites = particles.map(paintSprite);
    }
    advanceParticles(particles, width, height, 0);
    draw();
  };

  let frame = 0;
  let last = 0;
  const tick = (now: number) => {
    frame = requestAnimationFrame(tick);
    if (last && now - last < FRAME_MS - 1) return;
    if (particles) advanceParticles(particles, width, height, last ? Math.min((now - last) / 1000, 0.1) : 0);
    draw();
    last = now;
  };

  const reduced = window.matchMedia(REDUCED);
  const follow = () => {
    const moving = !document.hidden && !reduced.matches;
    canvas.dataset.animating = String(moving);
    cancelAnimationFrame(frame);
    last = 0;
    if (moving) frame = requestAnimationFrame(tick);
  };

  resize();
  follow();
  window.addEventListener('resize', resize);
  document.addEventListener('visibilitychange', follow);
  reduced.addEventListener('change', follow);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('resize', resize);
    document.removeEventListener('visibilitychange', follow);
    reduced.removeEventListener('change', follow);
  };
}
