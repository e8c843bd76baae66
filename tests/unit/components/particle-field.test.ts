import { describe, expect, it } from 'vitest';
import { advanceParticles, createParticles, HUE_MAX, HUE_MIN, PARTICLE_COUNT } from '@/components/layout/particle-field';

/** A small deterministic generator (mulberry32), so the test is repeatable. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('particle field', () => {
  it('has 50 particles inside the window, with hues from 240 to 300', () => {
    const particles = createParticles(800, 600, seeded(1));
    expect(particles).toHaveLength(PARTICLE_COUNT);
    expect(PARTICLE_COUNT).toBe(50);
    for (const p of particles) {
      expect(p.hue).toBeGreaterThanOrEqual(HUE_MIN);
      expect(p.hue).toBeLessThanOrEqual(HUE_MAX);
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThan(800);
      expect(p.y).toBeLessThan(600);
    }
    expect([HUE_MIN, HUE_MAX]).toEqual([240, 300]);
  });

  it('drifts and wraps around the edges', () => {
    const [p] = createParticles(100, 100, seeded(2));
    Object.assign(p!, { x: 99, y: 1, vx: 10, vy: -10 });
    advanceParticles([p!], 100, 100, 0.5);
    expect(p!.x).toBeCloseTo(4);
    expect(p!.y).toBeCloseTo(96);
  });

  it('keeps particles inside a window that shrank', () => {
    const particles = createParticles(1000, 1000, seeded(3));
    advanceParticles(particles, 320, 480, 0);
    for (const p of particles) {
      expect(p.x).toBeLessThan(320);
      expect(p.y).toBeLessThan(480);
    }
  });
});
