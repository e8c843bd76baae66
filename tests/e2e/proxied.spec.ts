import { request as httpsRequest } from 'node:https';
import { FAKE_READING } from '../fake-gemini/server.mjs';
import { expect, test } from './fixtures';
import { catalogs, fullPaths, homes, pickCards, reveal, toast } from './helpers';

// The site as README deploys it: the production server bound to 127.0.0.1 behind a reverse proxy
// that terminates TLS (tests/tools/tls-proxy.mjs), reached at https://localhost:<port>.
const { en, es } = catalogs;
test.describe.configure({ timeout: 60_000 });

test('pages arrive over https with HSTS, and the key-bearing URL is neither cached nor referred', async ({ page, request }) => {
  const home = await request.get('/es/tarot-gratis');
  expect(home.status()).toBe(200);
  expect(home.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  const publish = await request.get('/api/blog/publish?apiKey=0123456789abcdef0123456789abcdef');
  expect(publish.status()).toBe(200);
  expect(publish.headers()['cache-control']).toBe('no-store');
  expect(publish.headers()['referrer-policy']).toBe('no-referrer');
  await page.goto('/');
  expect(page.url()).toMatch(/^https:\/\/localhost:\d+\/$/);
});

test('a Spanish reading through the proxy is written by the AI (the same-origin check holds)', async ({ page }) => {
  await page.goto(homes.es);
  await page.getByRole('button', { name: es.Reading.beginSilent }).click();
  await pickCards(page, 'es', 3);
  await reveal(page, 'es', Object.values(es.ReadingTypes['past-present-future'].positions));
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/reading'));
  await page.getByRole('button', { name: es.Reading.fullReading }).click();
  expect((await answer).status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === fullPaths.es);
  await expect(page.getByText(FAKE_READING.join('').trim().slice(0, 40))).toBeVisible();
  await expect(page.getByText(es.FullReading.sourceAi)).toBeVisible();
});

test('a real publish through the page: save a key, open the endpoint, hand over the request', async ({ page }) => {
  await page.goto('/blog/settings');
  await page.getByRole('button', { name: en.BlogSettings.generate }).click();
  await page.getByRole('button', { name: en.BlogSettings.save }).click();
  await expect(toast(page)).toContainText(en.BlogSettings.savedDescription);
  const endpoint = await page.getByLabel(en.BlogSettings.endpointLabel).inputValue();
  expect(endpoint).toMatch(/^https:\/\/localhost:\d+\/api\/blog\/publish\?apiKey=[0-9a-f]{32}$/);

  await page.goto(endpoint);
  await expect(toast(page)).toContainText(en.BlogApi.readyTitle);
  await page.evaluate(() =>
    window.postMessage({ id: 'Behind the Proxy', title: 'Behind the proxy', content: 'Published over https.' }, '*'),
  );
  await expect(page).toHaveURL((url) => url.pathname === '/blog');
  await expect(toast(page).filter({ hasText: en.BlogApi.successTitle })).toContainText(
    'Blog post "Behind the proxy" published successfully',
  );
  await page
    .getByRole('link', { name: /Behind the proxy/ })
    .first()
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/blog/behind-the-proxy');
  await expect(page.locator('.prose-tarot')).toContainText('Published over https.');
});

test('a malformed percent-encoding is a 400 with the site’s headers through the proxy too', async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL!);
  for (const path of ['/%ff', '/es/%zz']) {
    const answer = await new Promise<{ status?: number; csp?: string | string[] }>((resolve, reject) => {
      const call = httpsRequest({ host: hostname, port, path, rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve({ status: response.statusCode, csp: response.headers['content-security-policy'] });
      });
      call.on('error', reject);
      call.end();
    });
    expect(answer.status, path).toBe(400);
    expect(answer.csp, path).toContain("default-src 'self'");
  }
});
