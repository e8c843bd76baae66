import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { catalogs, finishedInterpretation, fullPaths, pickCards, readAtHome, reveal, type Lang } from './helpers';
import { localizedPath, resolvePath } from '../../lib/routes/paths';
import { sharedPath } from '../../lib/share/shared-path';
import { parseSpreadCode, spreadCode } from '../../lib/share/spread-code';
import { localReading } from '../../lib/tarot/local-reading';
import { readingAsk } from '../../lib/tarot/reading-contract';

test.describe.configure({ timeout: 90_000 });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const questions = {
  en: 'Will my sister forgive me this winter?',
  es: '¿Volverá Lucía a confiar en mí?',
  it: 'Riuscirò a cambiare lavoro a Torino?',
} as const;

/** The names of the revealed cards, in order, from their links. */
const cardNames = (page: Page) => page.locator('ol li a[href*="/ca"]').allTextContents();

/** Presses Share and returns the link it copied (the same one it shows). */
async function share(page: Page, lang: Lang): Promise<string> {
  const t = catalogs[lang].Share;
  await page.getByRole('button', { name: t.button, exact: true }).click();
  // Confirmed beside the button, not by a toast over the reading.
  await expect(page.getByRole('status').filter({ hasText: t.copiedTitle })).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  await expect(page.locator('[data-shared-link]')).toHaveAttribute('href', new URL(copied).pathname);
  // What is shared, and what is not, is said in readable text.
  for (const text of [page.locator('#share-hint'), page.locator('[data-shared-link]')]) {
    expect(await text.evaluate((node) => parseFloat(getComputedStyle(node).fontSize))).toBeGreaterThanOrEqual(14);
  }
  return copied;
}

/** Opens a shared link in a browser that has never seen the reading, and checks what it shows. */
async function openShared(browser: Browser, url: string, lang: Lang, question: string, names: string[]) {
  const t = catalogs[lang];
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  expect(decodeURIComponent(page.url())).not.toContain(question);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await response!.text()).not.toContain(question);

  const route = resolvePath(new URL(url).pathname);
  if (!route || typeof route === 'string' || !('shared' in route)) throw new Error(`${url} is not a shared reading`);
  const spread = parseSpreadCode(route.shared);
  if (!spread.success) throw new Error(spread.error);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.ReadingTypes[spread.data.type].label);
  expect(await cardNames(page)).toEqual(names);

  // The template reading of that spread, the same words for everyone.
  const reading = page.getByRole('region', { name: t.SharedReading.readingTitle });
  const shown = (await reading.innerText()).replace(/\s+/g, ' ');
  for (const line of localReading({ ...spread.data, locale: lang }, t, { shared: true })
    .split('\n')
    .filter(Boolean))
    expect(shown).toContain(line.replace(/\s+/g, ' ').trim());
  await expect(page.getByText(question)).toHaveCount(0);

  // Its preview image, made once and then served as it is.
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  const path = new URL(image!).pathname;
  const first = await page.request.get(path);
  expect([first.status(), first.headers()['content-type'], first.headers()['cache-control']]).toEqual([
    200,
    'image/png',
    'public, max-age=31536000, immutable',
  ]);
  const meta = await sharp(await first.body()).metadata();
  expect([meta.width, meta.height]).toEqual([1200, 630]);
  expect((await (await page.request.get(path)).body()).equals(await first.body())).toBe(true);

  // And an invitation to draw one's own, in the same language.
  await page.getByRole('link', { name: t.SharedReading.ctaHome }).click();
  await expect(page).toHaveURL((next) => next.pathname === localizedPath('/', lang));
  await context.close();
  return shown;
}

test('English full reading: Share copies a link that shows the same cards and reading, and never the question', async ({
  page,
  browser,
}) => {
  await readAtHome(page, 'en', questions.en);
  await page.getByRole('button', { name: catalogs.en.Reading.fullReading }).click();
  await expect(page).toHaveURL((url) => url.pathname === fullPaths.en);
  await finishedInterpretation(page, 'en');
  const names = await cardNames(page);
  const url = await share(page, 'en');
  expect(new URL(url).pathname).toMatch(/^\/r\/p[0-9a-l]{3}$/);
  const once = await openShared(browser, url, 'en', questions.en, names);
  expect(await openShared(browser, url, 'en', questions.en, names)).toBe(once);
});

test('Spanish themed page: the love spread is shared in Spanish', async ({ page, browser }) => {
  const t = catalogs.es;
  await page.goto(localizedPath('/love-tarot', 'es'));
  await page.getByLabel(t.Reading.questionLabel).fill(questions.es);
  await page.getByRole('button', { name: t.Themed.love.submit }).click();
  const positions = Object.values(t.ReadingTypes.relationship.positions);
  await pickCards(page, 'es', positions.length);
  await reveal(page, 'es', positions);
  const names = await cardNames(page);
  const url = await share(page, 'es');
  expect(new URL(url).pathname).toMatch(/^\/es\/tirada\/r[0-9a-l]{5}$/);
  await openShared(browser, url, 'es', questions.es, names);
});

test('Italian inline reading: shared once the reading has been written', async ({ page, browser }) => {
  await readAtHome(page, 'it', questions.it);
  await finishedInterpretation(page, 'it');
  const names = (await cardNames(page)).slice(0, 3);
  const url = await share(page, 'it');
  expect(new URL(url).pathname).toMatch(/^\/it\/stesa\/p[0-9a-l]{3}$/);
  await openShared(browser, url, 'it', questions.it, names);
});

test.describe('a shared spread with a reversed card', () => {
  const cards = ['the-tower', 'the-star', 'the-sun'] as const;
  const reversed = [false, true, false];
  for (const lang of ['en', 'es', 'it'] as const) {
    test(`reads it reversed, as the full reading of that spread does (${lang})`, async ({ page }) => {
      const t = catalogs[lang];
      const lines = (text: string) =>
        text
          .split('\n')
          .map((line) => line.replace(/\s+/g, ' ').trim())
          .filter(Boolean);
      const full = lines(localReading(readingAsk([...cards], 'past-present-future', undefined, lang, reversed), t, { shared: true }));
      const upright = lines(localReading(readingAsk([...cards], 'past-present-future', undefined, lang), t, { shared: true }));
      // The lines only the reversed reading has: what an upright reading would miss.
      const turned = full.filter((line) => !upright.includes(line));
      expect(turned.length).toBeGreaterThan(0);
      const code = spreadCode({ cards: [...cards], type: 'past-present-future', reversed });
      expect((await page.goto(sharedPath(code, lang)))?.status()).toBe(200);
      const shown = (await page.getByRole('region', { name: t.SharedReading.readingTitle }).innerText()).replace(/\s+/g, ' ');
      for (const line of full) expect(shown).toContain(line);
    });
  }
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('Share opens the system share sheet with the link, and the question stays out of it', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shared: ShareData[] }).shared = [];
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => void (window as unknown as { shared: ShareData[] }).shared.push(data),
      });
    });
    await readAtHome(page, 'es', questions.es);
    await page.getByRole('button', { name: catalogs.es.Reading.fullReading }).click();
    await finishedInterpretation(page, 'es');
    await page.getByRole('button', { name: catalogs.es.Share.button, exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared.length)).toBe(1);
    const [data] = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(new URL(data!.url!).pathname).toMatch(/^\/es\/tirada\/p[0-9a-l]{3}$/);
    expect(JSON.stringify(data)).not.toContain(questions.es);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });
});

test.describe('a code that names no spread', () => {
  for (const [lang, path, title] of [
    ['en', '/r/p0gm', catalogs.en.NotFound.title],
    ['es', '/es/tirada/p000', catalogs.es.NotFound.title],
    ['it', '/it/stesa/q01', catalogs.it.NotFound.title],
  ] as const) {
    test(`is the ${lang} 404: ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  }

  test('has no preview image', async ({ request }) => {
    for (const path of ['/og/r/en/p0gm.png', '/og/r/xx/p0gh.png', '/og/r/en/p0gh.jpg'])
      expect((await request.get(path)).status()).toBe(404);
  });
});

test('the homes load neither the journal nor the Share button; they come with a finished reading or My readings', async ({ page }) => {
  const loaded = async (path: string) => {
    const scripts: Promise<string>[] = [];
    const listen = (response: import('@playwright/test').Response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text());
    };
    page.on('response', listen);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    page.off('response', listen);
    return (await Promise.all(scripts)).join('\n');
  };
  for (const path of ['/', '/es/tarot-gratis', '/it/tarocchi-gratis']) {
    const code = await loaded(path);
    expect(code, path).not.toContain('tarot.journal');
    expect(code, path).not.toContain('data-shared-link');
  }
  expect(await loaded(localizedPath('/my-readings', 'es'))).toContain('tarot.journal');
});
