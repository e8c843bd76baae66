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

test('the display font is self-hosted and preloaded', async ({ page, baseURL }) => {
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(response.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font.startsWith(`${baseURL}/_next/static/media/`)).toBe(true);
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(1);
});
