import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';

test('every request stays on our own origin', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.protocol.startsWith('data') && url.origin !== new URL(baseURL!).origin) foreign.push(request.url());
  });
  for (const path of ['/', '/es/tarot-amor', '/it/lettura-completa', '/faq', '/blog/free-love-tarot']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});

test('the heading font is our own subset, in the one stylesheet and cached for good', async ({ page, baseURL }) => {
  const fonts: Response[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'font') fonts.push(response);
  };
  page.on('response', collect);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  expect(fonts).toHaveLength(1);
  const [font] = fonts;
  expect(font?.url().startsWith(`${baseURL}/_next/static/media/`)).toBe(true);
  expect(font?.headers()['cache-control']).toContain('immutable');
  expect((await font?.body())?.length).toBeLessThan(20 * 1024);
  // Declared in the one stylesheet; preloaded on every page (font.spec.ts).
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);

  // Cached by the first page, the font draws the next page's headings from the start: its preload is served from the
  // cache, not fetched again.
  await page.goto('/faq');
  await expect(page.locator('h1')).toHaveCSS('font-family', /^Cinzel,/);
  expect(await page.evaluate(() => [...document.fonts].find((face) => face.family === 'Cinzel')?.status)).toBe('loaded');
  const again = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => entry.transferSize),
  );
  expect(again).toEqual([0]);
});

test('every script a page loads is marked for compiling while it downloads', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
  });
  for (const path of ['/', '/es/lectura-completa', '/blog']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(8);
  for (const url of new Set(scripts)) {
    const source = await (await request.get(url)).text();
    expect(source.startsWith('//# allFunctionsCalledOnLoad\n'), url).toBe(true);
  }
});
