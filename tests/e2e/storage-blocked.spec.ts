import { chromium, type BrowserContext } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumExecutable } from '../tools/browser.mjs';
import { expect, test } from './fixtures';
import { catalogs, fullPaths, homes, pickCards, reveal, toast } from './helpers';

// A browser whose visitor blocks all cookies and site data (Chromium's own setting, in a profile
// of its own): reading localStorage or sessionStorage throws. Every page must still work, and
// each page that needs storage says so, in the page's language.
const { en, es } = catalogs;
const baseURL = `http://localhost:${process.env.E2E_PORT}`;
let profile: string;
let context: BrowserContext;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  profile = mkdtempSync(path.join(tmpdir(), 'storage-blocked-'));
  mkdirSync(path.join(profile, 'Default'));
  writeFileSync(
    path.join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }),
  );
  context = await chromium.launchPersistentContext(profile, { executablePath: chromiumExecutable(), args: chromiumArgs, baseURL });
});
// One test's pages are closed before the next: left open, their skies keep drawing beside it on a busy machine.
test.afterEach(async () => {
  for (const page of context.pages()) await page.close();
});
test.afterAll(async () => {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
});

test('the browser really refuses storage', async () => {
  const page = await context.newPage();
  await page.goto('/faq');
  expect(
    await page.evaluate(() => {
      try {
        return typeof localStorage.getItem('x');
      } catch (error) {
        return (error as Error).name;
      }
    }),
  ).toBe('SecurityError');
  expect(
    await page.evaluate(() => {
      try {
        return typeof sessionStorage.getItem('x');
      } catch (error) {
        return (error as Error).name;
      }
    }),
  ).toBe('SecurityError');
});

test('the blog lists its own articles and says why a visitor’s cannot be kept', async () => {
  const page = await context.newPage();
  await page.goto('/blog');
  await expect(page.getByRole('note')).toHaveText(en.Blog.storageBlocked);
  await expect(page.getByRole('link', { name: /Tower/ }).first()).toBeVisible();
});

test('the editor explains, and offers no form whose work could not be kept', async () => {
  const page = await context.newPage();
  await page.goto('/blog/new');
  await expect(page.getByRole('alert').filter({ hasText: en.BlogNew.storageBlocked })).toBeVisible();
  await expect(page.getByRole('button', { name: en.BlogNew.submit })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
});

test('the settings page loads, says why, and refuses to save', async () => {
  const page = await context.newPage();
  await page.goto('/blog/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.BlogSettings.title);
  await expect(page.getByRole('alert').filter({ hasText: en.BlogSettings.storageBlocked })).toBeVisible();
  await page.getByRole('button', { name: en.BlogSettings.generate }).click();
  await page.getByRole('button', { name: en.BlogSettings.save }).click();
  await expect(toast(page)).toContainText(en.BlogSettings.storageBlocked);
});

test('a visitor’s article URL and the publish URL say why instead of failing', async () => {
  const page = await context.newPage();
  await page.goto('/blog/my-article');
  await expect(page.getByRole('alert').filter({ hasText: en.Blog.storageBlocked })).toBeVisible();
  await page.goto('/api/blog/publish?apiKey=0123456789abcdef0123456789abcdef');
  await expect(toast(page)).toContainText(en.BlogApi.storageBlocked);
  await expect(page).toHaveURL((url) => url.pathname === '/blog');
});

test('a Spanish reading works all the way to the full reading, without remembering it', async () => {
  const page = await context.newPage();
  await page.goto(homes.es);
  await page.getByRole('button', { name: es.Reading.beginSilent }).click();
  await pickCards(page, 'es', 3);
  await reveal(page, 'es', Object.values(es.ReadingTypes['past-present-future'].positions));
  await page.getByRole('button', { name: es.Reading.fullReading }).click();
  await expect(page).toHaveURL((url) => url.pathname === fullPaths.es);
  await expect(page.getByText(es.FullReading.sourceAi)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('an Italian reading is written whole, says once that it was not kept, and My readings says why', async () => {
  const it = catalogs.it;
  const page = await context.newPage();
  await page.goto(homes.it);
  await page.getByRole('button', { name: it.Reading.beginSilent }).click();
  await pickCards(page, 'it', 3);
  await reveal(page, 'it', Object.values(it.ReadingTypes['past-present-future'].positions));
  await expect(page.getByText(it.FullReading.sourceAi)).toBeVisible({ timeout: 15_000 });
  await expect(toast(page).filter({ hasText: it.Journal.notKeptTitle })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: it.Nav.journal }).click();
  await expect(page.getByRole('note')).toHaveText(it.Journal.blocked);
});
