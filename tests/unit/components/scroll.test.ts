import { afterEach, describe, expect, it, vi } from 'vitest';
import { centreInView } from '@/components/reading/scroll';

/** A phone's window (390×844, not scrolled, no reduced motion) whose scrolls are recorded. */
function phone(innerHeight = 844) {
  const scrolls: number[] = [];
  vi.stubGlobal('window', {
    innerHeight,
    scrollY: 0,
    matchMedia: () => ({ matches: false }),
    scrollTo: ({ top }: { top: number }) => scrolls.push(top),
  });
  return scrolls;
}

/** An element `height` tall whose top is `top` below the screen's. */
const element = (top: number, height: number) => ({ getBoundingClientRect: () => ({ top, height }) }) as unknown as HTMLElement;

describe('a spread brought into view', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a tall spread whole on the screen, its top below the bar and its foot above the screen’s edge', () => {
    // The five-card cross on a phone: two CI runs saw its foot 2 px past the screen's edge.
    for (const height of [500, 700, 760, 774, 778]) {
      const scrolls = phone();
      centreInView(element(1000, height));
      const top = 1000 - scrolls[0]!;
      expect(top, `${height}`).toBeGreaterThanOrEqual(64);
      expect(top + height, `${height}`).toBeLessThanOrEqual(844);
    }
    // Taller than the screen below the bar: its top stays just under the bar.
    const scrolls = phone();
    centreInView(element(1000, 900));
    expect(1000 - scrolls[0]!).toBe(66);
  });
});
