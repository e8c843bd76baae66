import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { audit } from './helpers';
import { routes, versions } from './routes';
import { locales } from '../../lib/i18n/routing';

/*
 * Every page of the table, in every language, opened once and checked whole: it answers in its language with its
 * heading and title, its headings go down one level at a time, its head is what search engines and share cards read,
 * and axe finds nothing (in one language a page, below). (One visit a page: three specs each opening the same hundred pages cost CI minutes.)
 */
const ogLocales = { en: 'en_US', es: 'es_ES', it: 'it_IT' };

function head(page: Page) {
  return page.evaluate(() => ({
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '',
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        new URL(link.getAttribute('href')!).pathname,
      ]),
    ),
    og: Object.fromEntries(
      [...document.querySelectorAll('meta[property^="og:"]')].map((meta) => [meta.getAttribute('property'), meta.getAttribute('content')]),
    ),
    twitter: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content'),
  }));
}

/*
 * axe reads the structure, the same in every language: each page is audited in one language, taking turns so each
 * language has a third of them, and the homes, the reading and the editor, whose controls carry the most words, in all three.
 */
const groups = [...new Set(routes.map((route) => route.group))];
const everyLanguage = new Set(['/', '/full-reading', '/blog/new']);
const audited = (route: (typeof routes)[number]) =>
  everyLanguage.has(route.group) || locales[groups.indexOf(route.group) % locales.length] === route.lang;

for (const route of routes) {
  const axe = audited(route) ? ', and axe clean' : '';
  test(`${route.path}: in ${route.lang} with its heading and title, headings in order, its search head${axe}`, async ({ page }) => {
    const response = await page.goto(route.path + (route.query ?? ''));
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(route.path);
    await expect(page.locator('html')).toHaveAttribute('lang', route.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await expect(page).toHaveTitle(route.title);

    // One h1, and no heading level skipped.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const levels = await page.locator('h1, h2, h3, h4').evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])));
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, route.path).toBeLessThanOrEqual(1);

    // Title, description, canonical, hreflang across its three versions and share card (noindex pages: kept out).
    const meta = await head(page);
    if (route.noindex) expect(meta.robots).toMatch(/^noindex/);
    else {
      const set = versions(route.group);
      expect(meta.description.length).toBeGreaterThan(50);
      expect(new URL(meta.canonical).pathname).toBe(route.path);
      expect(meta.alternates).toEqual({ ...set, 'x-default': set.en });
      expect(meta.og['og:locale']).toBe(ogLocales[route.lang]);
      expect(meta.og['og:image']).toMatch(route.card ? new RegExp(`/og/cards/${route.card}\\.jpg$`) : /\/og-default\.jpg$/);
      expect(meta.twitter).toBe('summary_large_image');
      expect(meta.robots).toBe('');
    }

    if (axe) expect((await audit(page)).violations).toEqual([]);
  });
}
