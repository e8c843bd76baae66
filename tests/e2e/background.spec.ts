import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The motion itself is under test here (the config reduces it elsewhere).
test.use({ reducedMotion: 'no-preference' });

const canvas = (page: Page) => page.getByTestId('particles');

/** A fingerprint of the canvas pixels, to tell whether frames are being drawn. */
const snapshot = (page: Page) => canvas(page).evaluate((node: HTMLCanvasElement) => node.toDataURL().slice(-2000));

test('a decorative canvas fills the window behind everything', async ({ page }) => {
  await page.goto('/');
  const element = canvas(page);
  await expect(element).toHaveAttribute('aria-hidden', 'true');
  const style = await element.evaluate((node) => {
    const s = getComputedStyle(node);
    const box = node.getBoundingClientRect();
    return { position: s.position, zIndex: s.zIndex, pointerEvents: s.pointerEvents, width: box.width, height: box.height };
  });
  expect(style).toMatchObject({ position: 'fixed', zIndex: '-10', pointerEvents: 'none' });
  expect(style.width).toBe(page.viewportSize()!.width);
  expect(style.height).toBe(page.viewportSize()!.height);
});

test('the particles drift, frame after frame', async ({ page }) => {
  await page.goto('/');
  await expect(canvas(page)).toHaveAttribute('data-animating', 'true');
  const first = await snapshot(page);
  await page.waitForTimeout(400);
  expect(await snapshot(page)).not.toBe(first);
});

test('the canvas is resized with the window', async ({ page }) => {
  await page.goto('/');
  await page.setViewportSize({ width: 900, height: 500 });
  await expect.poll(() => canvas(page).evaluate((node: HTMLCanvasElement) => node.width)).toBe(900);
});

test('the canvas stays still under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(canvas(page)).toHaveAttribute('data-animating', 'false');
  await expect.poll(() => canvas(page).evaluate((node: HTMLCanvasElement) => node.width)).toBe(page.viewportSize()!.width);
  const first = await snapshot(page);
  await page.waitForTimeout(400);
  expect(await snapshot(page)).toBe(first);
  // Still drawn: one frame of particles, not a blank canvas.
  const blank = await canvas(page).evaluate((node: HTMLCanvasElement) => {
    const empty = document.createElement('canvas');
    empty.width = node.width;
    empty.height = node.height;
    return empty.toDataURL() === node.toDataURL();
  });
  expect(blank).toBe(false);
});

test('the animation pauses while the tab is hidden', async ({ page }) => {
  await page.goto('/');
  await expect(canvas(page)).toHaveAttribute('data-animating', 'true');
  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(true);
  await expect(canvas(page)).toHaveAttribute('data-animating', 'false');
  const first = await snapshot(page);
  await page.waitForTimeout(300);
  expect(await snapshot(page)).toBe(first);
  await setHidden(false);
  await expect(canvas(page)).toHaveAttribute('data-animating', 'true');
});

test('nothing shifts the layout while pages load', async ({ page }) => {
  for (const path of ['/', '/es/tarot-amor', '/faq']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift, path).toBe(0);
  }
});

test('the particles are drawn in a worker, off the page’s thread, and here where a canvas cannot be handed over', async ({ page }) => {
  const drawnHere = () =>
    canvas(page).evaluate((node: HTMLCanvasElement) => {
      try {
        return node.getContext('2d') !== null;
      } catch {
        return false;
      }
    });
  await page.goto('/');
  await expect(canvas(page)).toHaveAttribute('data-animating', 'true');
  // A canvas handed to a worker can no longer be drawn on here.
  await expect.poll(drawnHere).toBe(false);
  const first = await snapshot(page);
  await page.waitForTimeout(400);
  expect(await snapshot(page)).not.toBe(first);

  const older = await page.context().newPage();
  await older.addInitScript(() => {
    // A browser without OffscreenCanvas.
    Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
  });
  await older.goto('/');
  await expect(canvas(older)).toHaveAttribute('data-animating', 'true');
  expect(await canvas(older).evaluate((node: HTMLCanvasElement) => node.getContext('2d') !== null)).toBe(true);
  const still = await snapshot(older);
  await older.waitForTimeout(400);
  expect(await snapshot(older)).not.toBe(still);
});
