// Publishing for every visitor from the editor: an editor signs in once on the settings page with
// the server's publish key, publishes, edits, translates and deletes articles in the editor, and
// signs out; every other visitor sees the result. On a server of its own with a key.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { audit, catalogs, fill, startKeyedSite, type Lang } from './helpers';
import { freePort } from '../tools/server.mjs';
import { articlePath, localizedPath } from '../../lib/routes/paths';

const KEY = 'e2e-desk-publish-key-0123456789abcdef';
type Site = Awaited<ReturnType<typeof startKeyedSite>>['site'];

const visibleToast = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]');
const editor = (page: Page) => page.locator('#article-content');
const desk = (page: Page) => page.locator('section#desk');

/** Signs in on the settings page of `lang` with `key`, as an editor does. */
async function signIn(page: Page, lang: Lang, key = KEY) {
  const t = catalogs[lang].BlogDesk;
  await page.goto(localizedPath('/blog/settings', lang));
  await desk(page).getByLabel(t.keyLabel).fill(key);
  await desk(page).getByRole('button', { name: t.signIn, exact: true }).click();
}

/** Writes a new article in the open editor: title, then the content typed with the keyboard. */
async function write(page: Page, lang: Lang, title: string, text: string) {
  const t = catalogs[lang];
  await page.getByLabel(t.BlogNew.titleLabel, { exact: true }).fill(title);
  await editor(page).click();
  await page.keyboard.type(`## ${title}`);
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
  // Signed in: the editor says so by offering to publish for everyone.
  await expect(page.getByRole('button', { name: t.BlogDesk.publish })).toBeVisible();
}

/** What a visitor with no session sees at `path` (another browser context, its own cookies). */
async function asVisitor(browser: Browser, site: Site, path: string) {
  const context = await browser.newContext({ baseURL: site.url });
  const page = await context.newPage();
  const response = await page.goto(path);
  return { context, page, status: response?.status() };
}

/** The key must be nowhere a page or a script could read it. */
async function expectKeyNowhere(page: Page, context: BrowserContext) {
  expect(page.url()).not.toContain(KEY);
  expect(await page.content()).not.toContain(KEY);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
  expect(stored).not.toContain(KEY);
  expect(JSON.stringify(await context.cookies())).not.toContain(KEY);
}

test.describe('the session route over HTTP', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a wrong key is 401 and counted, 429 past the limit; the right key sets an HttpOnly, SameSite=Strict cookie and never answers with the key', async () => {
    const { site, close } = await startKeyedSite(KEY, { PUBLISH_FAILURE_LIMIT: '3' });
    // One client, as our proxy reports it (the server trusts one proxy on loopback).
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${site.url}/api/blog/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', ...headers },
        body: JSON.stringify(body),
      });
    try {
      const wrong = await post({ key: 'not-the-key' }, { 'accept-language': 'it-IT,it;q=0.9' });
      expect([wrong.status, await wrong.json()]).toEqual([401, { error: catalogs.it.BlogApi.wrongKey }]);
      expect(wrong.headers.get('set-cookie')).toBeNull();
      expect((await post({ key: 'still-wrong' })).status).toBe(401);
      expect((await post({ key: 'wrong-again' })).status).toBe(401);
      const limited = await post({ key: 'one-more' });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

      // The right key always passes: a cookie, never the key, in the answer.
      const right = await post({ key: KEY });
      const body = await right.text();
      expect([right.status, JSON.parse(body)]).toEqual([200, { enabled: true, signedIn: true }]);
      expect(body).not.toContain(KEY);
      const cookie = right.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^blogSession=v1\.[\w.-]+; Path=\/; Max-Age=43200; HttpOnly; SameSite=Strict$/);
      expect(cookie).not.toContain(KEY);
      const session = cookie.split(';')[0]!;

      // Another site's page may neither sign in nor use the cookie to publish.
      const foreign = await post({ key: KEY }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
      expect([foreign.status, foreign.headers.get('set-cookie')]).toEqual([403, null]);
      const forged = await fetch(`${site.url}/api/blog/publish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: session, origin: 'https://evil.example' },
        body: JSON.stringify({ id: 'csrf', title: 'Not mine', content: 'x' }),
      });
      expect(forged.status).toBe(403);
      const form = await fetch(`${site.url}/api/blog/publish`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', cookie: session },
        body: JSON.stringify({ id: 'csrf', title: 'Not mine', content: 'x' }),
      });
      expect(form.status).toBe(415);
      expect(await (await fetch(`${site.url}/blog/csrf`)).text()).not.toContain('Not mine');

      // With the cookie, the site's own page publishes through the one publish API.
      const own = await fetch(`${site.url}/api/blog/publish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: session, origin: site.url, 'accept-language': 'es' },
        body: JSON.stringify({ id: 'from-the-desk', title: 'From the desk', content: '<p>Mine</p>', locale: 'es' }),
      });
      expect([own.status, (await own.json()).locale]).toEqual([201, 'es']);
      // A cookie that proves nothing is refused in the visitor's language and cleared.
      const stale = await fetch(`${site.url}/api/blog/publish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: 'blogSession=v1.1.x.y', 'accept-language': 'es' },
        body: JSON.stringify({ id: 'stale', title: 'Stale', content: 'x' }),
      });
      expect([stale.status, (await stale.json()).error]).toEqual([401, catalogs.es.BlogApi.sessionEnded]);
      expect(stale.headers.get('set-cookie')).toMatch(/^blogSession=; Path=\/; Max-Age=0;/);
      expect(site.output()).not.toContain(KEY);
    } finally {
      close();
    }
  });

  test('behind the TLS proxy the browser gets the cookie Secure, HttpOnly and SameSite=Strict', async ({ browser }) => {
    const { site, close } = await startKeyedSite(KEY);
    // Imported here: the module, run as a script, awaits at its top level (which require() refuses).
    const { startTlsProxy } = await import('../tools/tls-proxy.mjs');
    const proxy = await startTlsProxy({ port: await freePort(), upstream: site.url });
    const context = await browser.newContext({ baseURL: proxy.url, ignoreHTTPSErrors: true });
    try {
      const page = await context.newPage();
      await signIn(page, 'en');
      await expect(desk(page).getByText(catalogs.en.BlogDesk.signedIn)).toBeVisible();
      expect(await context.cookies()).toEqual([
        expect.objectContaining({ name: 'blogSession', httpOnly: true, secure: true, sameSite: 'Strict', path: '/' }),
      ]);
      await expectKeyNowhere(page, context);
    } finally {
      await context.close();
      await proxy.close();
      close();
    }
  });
});

test.describe('an editor at the desk', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let site: Site;
  let close = () => {};
  test.beforeAll(async () => {
    ({ site, close } = await startKeyedSite(KEY));
  });
  test.afterAll(() => close());

  test('in English, on a desktop: sign in, publish for everyone, edit, translate, delete, sign out', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const { en } = catalogs;
    const t = en.BlogDesk;

    // Signed out, the editor is as it was: one way to save, in this browser.
    await page.goto('/blog/new');
    await expect(page.getByRole('button', { name: en.BlogNew.submit })).toBeVisible();
    await expect(page.getByRole('button', { name: t.publish })).toHaveCount(0);

    // A wrong key is refused in place; the right one signs in.
    await signIn(page, 'en', 'a-wrong-key-of-some-length-000000');
    await expect(desk(page).getByRole('alert')).toHaveText(en.BlogApi.wrongKey);
    await expect(desk(page).getByLabel(t.keyLabel)).toBeFocused();
    await desk(page).getByLabel(t.keyLabel).fill(KEY);
    await desk(page).getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(desk(page).getByText(t.signedIn)).toBeFocused();
    await expect(desk(page).getByText(t.listEmpty)).toBeVisible();
    expect(await context.cookies()).toEqual([expect.objectContaining({ name: 'blogSession', httpOnly: true, sameSite: 'Strict' })]);
    await expectKeyNowhere(page, context);

    // Write and publish for everyone.
    await desk(page).getByRole('link', { name: t.write }).click();
    await expect(page).toHaveURL(`${site.url}/blog/new`);
    await write(page, 'en', 'The Star at dawn', 'Hope after the storm.');
    await expect(page.getByRole('button', { name: t.saveInBrowser })).toBeVisible();
    await expect(page.getByLabel(t.languageLabel)).toHaveValue('en');
    await page.getByRole('button', { name: t.publish }).click();
    await expect(visibleToast(page)).toContainText(fill(t.published, { language: 'English' }));
    await expect(
      page.getByRole('heading', { name: fill(t.editingServer, { title: 'The Star at dawn', language: 'English' }) }),
    ).toBeVisible();
    // Published: its address stays as it is, and nothing is left to save in this browser.
    await expect(page.getByLabel(en.BlogNew.idLabel)).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: t.saveInBrowser })).toHaveCount(0);
    const open = page.getByRole('status').getByRole('link', { name: t.openPage });
    await expect(open).toHaveAttribute('href', '/blog/the-star-at-dawn');

    // Every visitor sees it: another browser, no session.
    const visitor = await asVisitor(browser, site, '/blog/the-star-at-dawn');
    expect(visitor.status).toBe(200);
    await expect(visitor.page.getByRole('heading', { level: 1, name: 'The Star at dawn' })).toBeVisible();
    await expect(visitor.page.locator('.prose-tarot')).toContainText('Hope after the storm.');

    // Edit it from the settings list: the editor opens it from the server.
    await page.goto('/blog/settings');
    const row = desk(page).getByRole('listitem').filter({ hasText: 'The Star at dawn' });
    await expect(row).toContainText('English');
    await row.getByRole('link', { name: fill(t.editLabel, { title: 'The Star at dawn', language: 'English' }) }).click();
    await expect(
      page.getByRole('heading', { name: fill(t.editingServer, { title: 'The Star at dawn', language: 'English' }) }),
    ).toBeVisible();
    await expect(editor(page).locator('h2')).toHaveText('The Star at dawn');
    await expect(page.getByText(fill(t.inLanguages, { languages: 'English' }))).toBeVisible();
    await editor(page).locator('p').last().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' A new line.');
    await page.getByLabel(en.BlogNew.titleLabel, { exact: true }).fill('The Star at sunrise');
    await expect(page.getByLabel(en.BlogNew.idLabel)).toHaveValue('the-star-at-dawn');
    await page.getByRole('button', { name: t.publish }).click();
    await expect(visibleToast(page)).toContainText(fill(t.published, { language: 'English' }));
    await visitor.page.reload();
    await expect(visitor.page.getByRole('heading', { level: 1, name: 'The Star at sunrise' })).toBeVisible();
    await expect(visitor.page.locator('.prose-tarot')).toContainText('Hope after the storm. A new line.');

    // The same address in Spanish is its translation, and each page links to the other.
    await page.getByLabel(t.languageLabel).selectOption('es');
    await page.getByLabel(en.BlogNew.titleLabel, { exact: true }).fill('La Estrella al amanecer');
    await page.getByRole('button', { name: t.publish }).click();
    await expect(visibleToast(page).filter({ hasText: fill(t.published, { language: 'Español' }) })).toBeVisible();
    await expect(page.getByText(fill(t.inLanguages, { languages: 'English, Español' }))).toBeVisible();
    await visitor.page.goto('/es/blog/the-star-at-dawn');
    await expect(visitor.page.getByRole('heading', { level: 1, name: 'La Estrella al amanecer' })).toBeVisible();
    await visitor.page.locator('article a[hreflang="en"]').click();
    await expect(visitor.page).toHaveURL(`${site.url}/blog/the-star-at-dawn`);
    await expect(visitor.page.locator('article a[hreflang="es"]')).toHaveText('Español');

    // A new article may not take an address another server article has in that language; nothing is lost.
    await page.goto('/blog/new');
    await write(page, 'en', 'The Star at dawn', 'A second star.');
    await page.getByRole('button', { name: t.publish }).click();
    await expect(visibleToast(page)).toContainText(fill(t.slugTaken, { language: 'English' }));
    await expect(editor(page)).toContainText('A second star.');
    await expect(page.getByRole('button', { name: t.saveInBrowser })).toBeVisible();

    // Delete the Spanish one from the list, after a question; the English one stays. (Leaving the
    // unsaved article asks first: a draft stays.)
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto('/blog/settings');
    const spanish = desk(page).getByRole('listitem').filter({ hasText: 'La Estrella al amanecer' });
    await spanish.getByRole('button', { name: fill(t.deleteLabel, { title: 'La Estrella al amanecer', language: 'Español' }) }).click();
    const question = spanish.getByRole('group');
    await expect(question).toContainText(fill(t.deleteConfirm, { title: 'La Estrella al amanecer', language: 'Español' }));
    await expect(question.getByRole('button', { name: t.deleteNo })).toBeFocused();
    await question.getByRole('button', { name: t.deleteYes }).click();
    await expect(desk(page).getByRole('status')).toHaveText(fill(t.deleted, { title: 'La Estrella al amanecer', language: 'Español' }));
    await expect(spanish).toHaveCount(0);
    await expect(desk(page).getByRole('listitem')).toHaveCount(1);
    expect(await (await fetch(`${site.url}/es/blog/the-star-at-dawn`)).text()).not.toContain('La Estrella al amanecer');
    await visitor.page.goto('/blog/the-star-at-dawn');
    await expect(visitor.page.getByRole('heading', { level: 1, name: 'The Star at sunrise' })).toBeVisible();

    // axe, signed in, with the list and a question open.
    await desk(page)
      .getByRole('button', { name: fill(t.deleteLabel, { title: 'The Star at sunrise', language: 'English' }) })
      .click();
    expect((await audit(page)).violations).toEqual([]);
    await desk(page).getByRole('button', { name: t.deleteNo }).click();

    // Sign out: the cookie goes, the editor is as it was.
    await desk(page).getByRole('button', { name: t.signOut }).click();
    await expect(desk(page).getByText(t.signedOut)).toBeVisible();
    await expect(desk(page).getByLabel(t.keyLabel)).toBeFocused();
    expect(await context.cookies()).toEqual([]);
    await page.goto('/blog/new');
    await expect(page.getByRole('button', { name: en.BlogNew.submit })).toBeVisible();
    await expect(page.getByRole('button', { name: t.publish })).toHaveCount(0);
    expect((await audit(page)).violations).toEqual([]);
    await visitor.context.close();
    await context.close();
  });

  test('in Spanish, on a phone: sign in, write, publish, refusals in Spanish keep the text, delete, sign out', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: site.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const { es } = catalogs;
    const t = es.BlogDesk;
    await page.goto('/es/blog/ajustes');
    expect((await audit(page)).violations).toEqual([]);
    await signIn(page, 'es');
    await expect(desk(page).getByText(t.signedIn)).toBeVisible();
    expect((await audit(page)).violations).toEqual([]);

    await desk(page).getByRole('link', { name: t.write }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/es/blog/nuevo');
    await write(page, 'es', 'Señales de la Luna', 'Lo que la Luna dice en voz baja.');
    await expect(page.getByLabel(t.languageLabel)).toHaveValue('es');
    // A refusal of the server, in Spanish; the text stays.
    await page.getByLabel(es.BlogNew.idLabel).fill('nuevo');
    await page.getByRole('button', { name: t.publish }).click();
    await expect(visibleToast(page)).toContainText(es.BlogApi.reservedId);
    await expect(editor(page)).toContainText('Lo que la Luna dice en voz baja.');
    // A session that ended (here: its cookie replaced by one that proves nothing) is said, and loses nothing.
    await page.getByLabel(es.BlogNew.idLabel).fill('senales-de-la-luna');
    const [session] = await context.cookies();
    await context.addCookies([{ ...session!, value: 'v1.1.x.y' }]);
    await page.getByRole('button', { name: t.publish }).click();
    await expect(visibleToast(page).filter({ hasText: es.BlogApi.sessionEnded })).toBeVisible();
    await expect(editor(page)).toContainText('Lo que la Luna dice en voz baja.');
    await context.addCookies([session!]);
    await page.getByRole('button', { name: t.publish }).click();
    await expect(visibleToast(page).filter({ hasText: fill(t.published, { language: 'Español' }) })).toBeVisible();
    await page.getByRole('status').getByRole('link', { name: t.openPage }).click();
    await expect(page).toHaveURL((url) => url.pathname === articlePath('senales-de-la-luna', 'es'));
    await expect(page.getByRole('heading', { level: 1, name: 'Señales de la Luna' })).toBeVisible();

    await page.goto('/es/blog/ajustes');
    const row = desk(page).getByRole('listitem').filter({ hasText: 'Señales de la Luna' });
    await expect(row).toContainText('Español');
    await row.getByRole('button', { name: fill(t.deleteLabel, { title: 'Señales de la Luna', language: 'Español' }) }).click();
    await row.getByRole('button', { name: t.deleteYes }).click();
    await expect(row).toHaveCount(0);
    const visitor = await asVisitor(browser, site, '/es/blog');
    await expect(visitor.page.getByRole('heading', { name: 'Señales de la Luna' })).toHaveCount(0);
    await visitor.context.close();

    await desk(page).getByRole('button', { name: t.signOut }).click();
    await expect(desk(page).getByLabel(t.keyLabel)).toBeVisible();
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });
  test('in Italian, on a desktop: sign in, publish, edit, delete, sign out', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const { it } = catalogs;
    const t = it.BlogDesk;
    await signIn(page, 'it');
    await expect(desk(page).getByText(t.signedIn)).toBeVisible();
    await desk(page).getByRole('link', { name: t.write }).click();
    await expect(page).toHaveURL((url) => url.pathname === localizedPath('/blog/new', 'it'));
    await write(page, 'it', 'La Luna di settembre', 'Quello che la Luna dice sottovoce.');
    await expect(page.getByLabel(t.languageLabel)).toHaveValue('it');
    await page.getByRole('button', { name: t.publish }).click();
    await expect(visibleToast(page)).toContainText(fill(t.published, { language: 'Italiano' }));
    const address = articlePath('la-luna-di-settembre', 'it');
    const visitor = await asVisitor(browser, site, address);
    await expect(visitor.page.getByRole('heading', { level: 1, name: 'La Luna di settembre' })).toBeVisible();

    // Edited from the list, published again: every visitor sees the new words.
    await page.goto(localizedPath('/blog/settings', 'it'));
    const row = desk(page).getByRole('listitem').filter({ hasText: 'La Luna di settembre' });
    await row.getByRole('link', { name: fill(t.editLabel, { title: 'La Luna di settembre', language: 'Italiano' }) }).click();
    await expect(editor(page).locator('h2')).toHaveText('La Luna di settembre');
    await editor(page).locator('p').last().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' E poi tace.');
    await page.getByRole('button', { name: t.publish }).click();
    await expect(visibleToast(page)).toContainText(fill(t.published, { language: 'Italiano' }));
    await visitor.page.reload();
    await expect(visitor.page.locator('.prose-tarot')).toContainText('Quello che la Luna dice sottovoce. E poi tace.');

    await page.goto(localizedPath('/blog/settings', 'it'));
    await row.getByRole('button', { name: fill(t.deleteLabel, { title: 'La Luna di settembre', language: 'Italiano' }) }).click();
    await row.getByRole('button', { name: t.deleteYes }).click();
    await expect(row).toHaveCount(0);
    // Its address is then the browser's own lookup, which finds nothing on a visitor's browser.
    expect(await (await fetch(`${site.url}${address}`)).text()).not.toContain('La Luna di settembre');
    await desk(page).getByRole('button', { name: t.signOut }).click();
    await expect(desk(page).getByLabel(t.keyLabel)).toBeVisible();
    expect(await context.cookies()).toEqual([]);
    await visitor.context.close();
    await context.close();
  });

  test('the editor never leaves the screen while the part that publishes for everyone loads', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const { it } = catalogs;
    const t = it.BlogDesk;
    await signIn(page, 'it');
    await expect(desk(page).getByText(t.signedIn)).toBeVisible();
    // A slow network: "am I signed in?" is answered once the editor is writing, and the code that
    // publishes for everyone arrives later still.
    const later = () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      return { held, release };
    };
    const answer = later();
    const code = later();
    let asked = () => {};
    const codeAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/api/blog/session', async (route) => {
      await answer.held;
      await route.continue();
    });
    await desk(page).getByRole('link', { name: t.write }).click();
    await expect(page).toHaveURL((url) => url.pathname === localizedPath('/blog/new', 'it'));
    const title = page.getByLabel(it.BlogNew.titleLabel, { exact: true });
    await title.fill('Scritto nell’attesa');
    await editor(page).click();
    await page.keyboard.type('Ogni parola resta qui.');
    await page.route('**/_next/static/chunks/**', async (route) => {
      asked();
      await code.held;
      await route.continue();
    });
    answer.release();
    await codeAsked;
    // While it loads, what was written stays on screen and in the fields.
    await expect(title).toBeVisible();
    await expect(title).toHaveValue('Scritto nell’attesa');
    await expect(editor(page)).toBeVisible();
    await expect(page.getByText(it.BlogEditor.loading)).toHaveCount(0);
    await title.fill('Scritto durante l’attesa');
    code.release();
    await expect(page.getByRole('button', { name: t.publish })).toBeVisible();
    await expect(title).toHaveValue('Scritto durante l’attesa');
    await expect(editor(page)).toHaveText('Ogni parola resta qui.');
    await page.getByRole('button', { name: t.publish }).click();
    await expect(visibleToast(page)).toContainText(fill(t.published, { language: 'Italiano' }));
    await page.goto(localizedPath('/blog/settings', 'it'));
    const row = desk(page).getByRole('listitem').filter({ hasText: 'Scritto durante l’attesa' });
    await row.getByRole('button', { name: fill(t.deleteLabel, { title: 'Scritto durante l’attesa', language: 'Italiano' }) }).click();
    await row.getByRole('button', { name: t.deleteYes }).click();
    await expect(row).toHaveCount(0);
    await context.close();
  });
});

test('without a server key the settings page and the editor say nothing new', async ({ page }) => {
  const asked = page.waitForResponse((response) => response.url().endsWith('/api/blog/session'));
  await page.goto('/blog/settings');
  expect(await (await asked).json()).toEqual({ enabled: false, signedIn: false });
  await expect(page.locator('section#desk')).toHaveCount(0);
  await page.goto('/it/blog/nuovo');
  await expect(page.getByRole('button', { name: catalogs.it.BlogNew.submit })).toBeVisible();
  await expect(page.getByRole('button', { name: catalogs.it.BlogDesk.publish })).toHaveCount(0);
  await expect(page.getByLabel(catalogs.it.BlogDesk.languageLabel)).toHaveCount(0);
});
