import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../tools/browser.mjs';
import { expect, test } from './fixtures';

// Another website in the same browser, as an attacker would host it. Both sites are plain-http
// hosts that are not localhost (site.test and evil.test, mapped to loopback), so the browser
// ignores Cross-Origin-Opener-Policy there and a page that opens the publish URL keeps a handle
// on it: the page itself must refuse what that opener posts.
const port = process.env.E2E_PORT;
const site = `http://site.test:${port}`;
const evil = `http://evil.test:${port}`;
const KEY = '0123456789abcdef0123456789abcdef';
const old = { id: 'old', title: 'Old', description: 'd', date: 'May 1, 2025', featuredImage: '', content: 'c' };

let browser: Browser;
test.beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: [...chromiumArgs, '--host-resolver-rules=MAP *.test 127.0.0.1'],
  });
});
test.afterAll(() => browser?.close());

/** `evilUrl`: a page served from loopback too, so Chromium's local-network checks see one address space. */
async function openPages(evilUrl = `${evil}/attack`) {
  const context = await browser.newContext();
  await context.route(`${evil}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Another site</title><p>Hello</p>' }),
  );
  const sitePage = await context.newPage();
  await sitePage.goto(`${site}/blog`);
  await sitePage.evaluate(
    ([key, articles]) => {
      localStorage.setItem('blogApiKey', key);
      localStorage.setItem('blogArticles', articles);
    },
    [KEY, JSON.stringify({ old })] as const,
  );
  const evilPage = await context.newPage();
  await evilPage.goto(evilUrl);
  return { context, sitePage, evilPage };
}

/** Opens the publish URL from `opener` and posts a publish and a delete to it every 50 ms. */
async function openAndPost(opener: Page) {
  const popup = opener.waitForEvent('popup');
  await opener.evaluate(
    ({ url, old: id }) => {
      const target = window.open(url);
      const timer = setInterval(() => {
        target?.postMessage({ id: 'evil', title: 'Planted', content: 'Planted by another site' }, '*');
        target?.postMessage({ method: 'DELETE', id }, '*');
      }, 50);
      setTimeout(() => clearInterval(timer), 4000);
    },
    { url: `${site}/api/blog/publish?apiKey=${KEY}`, old: old.id },
  );
  return popup;
}

const storedIds = (page: Page) =>
  page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('blogArticles') ?? '{}') as object).sort());

test('a page on another site that opens the publish URL can neither publish nor delete', async () => {
  const { context, sitePage, evilPage } = await openPages();
  const popup = await openAndPost(evilPage);
  await popup.waitForLoadState('domcontentloaded');
  // The attack is live: the opened page still sees its opener (COOP does not apply over plain http).
  expect(await popup.evaluate(() => window.opener !== null)).toBe(true);
  await expect(popup).toHaveURL((url) => url.pathname === '/blog', { timeout: 8000 });
  await sitePage.reload();
  expect(await storedIds(sitePage)).toEqual(['old']);
  await context.close();
});

test('the same site’s own window that opens the publish URL still publishes (the automation flow)', async () => {
  const { context, sitePage } = await openPages();
  const popup = await openAndPost(sitePage);
  await expect(popup).toHaveURL((url) => url.pathname === '/blog', { timeout: 8000 });
  // The first message wins: the publish.
  expect(await storedIds(sitePage)).toEqual(['evil', 'old']);
  await context.close();
});

test('another site cannot spend readings: a simple request and a form post are refused before Gemini', async () => {
  // Any page of another origin will do: the fake Gemini's own listing, on evil.test.
  const { context, evilPage } = await openPages(`http://evil.test:${process.env.FAKE_GEMINI_PORT}/__requests`);
  const marker = `cross-site-${Date.now()}`;
  const body = JSON.stringify({ cards: ['the-sun'], type: 'quick-insight', locale: 'en', question: marker });

  const simple = evilPage.waitForResponse(`${site}/api/reading`);
  await evilPage.evaluate(
    ({ url, text }) => fetch(url, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: text }),
    { url: `${site}/api/reading`, text: body },
  );
  expect((await simple).status()).toBe(415);

  // A JSON request needs a CORS preflight, which this server never grants: the POST is not even sent.
  const preflighted = await evilPage.evaluate(
    ({ url, text }) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text }).then(
        () => 'sent',
        () => 'blocked',
      ),
    { url: `${site}/api/reading`, text: body },
  );
  expect(preflighted).toBe('blocked');

  const form = evilPage.waitForResponse(`${site}/api/reading`);
  await evilPage.evaluate(
    ({ url, text }) => {
      const element = document.createElement('form');
      Object.assign(element, { method: 'POST', action: url, enctype: 'text/plain' });
      const input = document.createElement('input');
      // name=value with the '=' inside a JSON string: the body the server receives is valid JSON.
      Object.assign(input, { name: text.slice(0, -2) + ', "x": "', value: '"}' });
      element.append(input);
      document.body.append(element);
      element.submit();
    },
    { url: `${site}/api/reading`, text: body },
  );
  expect((await form).status()).toBe(415);

  const upstream = (await (await fetch(`http://localhost:${process.env.FAKE_GEMINI_PORT}/__requests`)).json()) as {
    requests: { body: unknown }[];
  };
  expect(JSON.stringify(upstream.requests)).not.toContain(marker);
  await context.close();
});
