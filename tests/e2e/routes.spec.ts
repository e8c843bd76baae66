import { expect, test } from './fixtures';
import en from '../../messages/en.json';

test('the publish URL answers GET with its page', async ({ page }) => {
  const response = await page.request.get('/api/blog/publish?apiKey=anything');
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${en.PublishPage.title}</h1>`));
});

test.describe('redirects', () => {
  for (const [from, to] of [
    ['/es', '/es/tarot-gratis'],
    ['/it', '/it/tarocchi-gratis'],
    ['/en', '/'],
    ['/en/love-tarot', '/love-tarot'],
    ['/es/love-tarot', '/es/tarot-amor'],
    ['/it/travel-tarot', '/it/tarocchi-viaggi'],
    ['/en/r/p0gh', '/r/p0gh'],
    ['/es/r/p0gh', '/es/tirada/p0gh'],
  ]) {
    test(`${from} leads to ${to}`, async ({ page }) => {
      const response = await page.request.get(from!, { maxRedirects: 0 });
      expect([307, 308]).toContain(response.status());
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(to);
      await page.goto(from!);
      expect(new URL(page.url()).pathname).toBe(to);
    });
  }

  test('/ is never redirected by the browser language', async ({ browser }) => {
    for (const locale of ['es-ES', 'it-IT']) {
      const context = await browser.newContext({ locale, extraHTTPHeaders: { 'accept-language': `${locale},es;q=0.9` } });
      const page = await context.newPage();
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await context.close();
    }
  });

  test('an article id that is neither built-in nor stored goes to /blog', async ({ page }) => {
    await page.goto('/blog/no-such-article');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.Blog.title);
  });
});
