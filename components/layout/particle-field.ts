/** The drifting background particles, as plain data so their motion is unit-tested. */
export interface Particle {
  x: number;
  y: number;
  /** Velocity in px per second. */
  vx: number;
  vy: number;
  radius: number;
  hue: number;
  alpha: number;
}

export const PARTICLE_COUNT = 50;
export const HUE_MIN = 240;
export const HUE_MAX = 300;
const MAX_SPEED = 18;

export function createParticles(width: number, height: number, random: () => number): Particle[] {
  return Array.from({ length: PARTICLE_COUNT }, () => ({
    x: random() * width,
    y: random() * height,
    vx: (random() - 0.5) * 2 * MAX_SPEED,
    vy: (random() - 0.5) * 2 * MAX_SPEED,
    radius: 0.8 + random() * 2.2,
    hue: HUE_MIN + random() * (HUE_MAX - HUE_MIN),
    alpha: 0.35 + random() * 0.5,
  }));
}

/** Moves every particle by `seconds` of drift, wrapping around the edges. Mutates in place: it runs every frame. */
export function advanceParticles(particles: Particle[], width: number, height: number, seconds: number) {
  for (const particle of particles) {
    particle.x = wrap(particle.x + particle.vx * seconds, width);
    particle.y = wrap(particle.y + particle.vy * seconds, height);
  }
}

function wrap(value: number, size: number) {
  if (size <= 0) return 0;
  return ((value % size) + size) % size;
}
