import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { faq } from '../../lib/content/faq';
import { tarotInsights } from '../../lib/content/tarot-insights';
import { whyTarot } from '../../lib/content/why-tarot';
import { aiVsTraditional } from '../../lib/content/ai-vs-traditional';
import { routes } from './routes';

const localizedSets = [
  ['/', '/es/tarot-gratis', '/it/tarocchi-gratis'],
  ['/love-tarot', '/es/tarot-amor', '/it/tarot-amore'],
  ['/daily-tarot', '/es/tarot-diario', '/it/tarocchi-quotidiani'],
  ['/career-tarot', '/es/tarot-carrera', '/it/tarocchi-carriera'],
  ['/travel-tarot', '/es/tarot-viajes', '/it/tarocchi-viaggi'],
];
const englishOnly = ['/why-tarot', '/ai-vs-traditional', '/tarot-insights', '/blog', '/faq', '/blog/free-love-tarot', '/blog/tower-tarot-card'];
const unindexed = ['/full-reading', '/es/lectura-completa', '/it/lettura-completa', '/blog/new', '/blog/settings', '/api/blog/publish'];

async function head(page: Page) {
  return page.evaluate(() => ({
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '',
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]),
    ),
    og: Object.fromEntries([...document.querySelectorAll('meta[property^="og:"]')].map((meta) => [meta.getAttribute('property'), meta.getAttribute('content')])),
    twitter: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content'),
  }));
}

for (const set of localizedSets) {
  for (const [index, path] of set.entries()) {
    test(`${path}: title, description, canonical, hreflang and share card`, async ({ page }) => {
      await page.goto(path);
      const meta = await head(page);
      expect((await page.title()).length).toBeGreaterThan(10);
      expect(meta.description.length).toBeGreaterThan(50);
      expect(new URL(meta.canonical).pathname).toBe(path);
      expect(meta.alternates).toEqual({ en: set[0], es: set[1], it: set[2], 'x-default': set[0] });
      expect(meta.og['og:locale']).toBe(['en_US', 'es_ES', 'it_IT'][index]);
      expect(meta.og['og:image']).toMatch(/\/og-default\.jpg$/);
      expect(meta.twitter).toBe('summary_large_image');
      expect(meta.robots).toBe('');
    });
  }
}

for (const path of englishOnly) {
  test(`${path}: canonical and English alternates`, async ({ page }) => {
    await page.goto(path);
    const meta = await head(page);
    expect(meta.description.length).toBeGreaterThan(50);
    expect(new URL(meta.canonical).pathname).toBe(path);
    expect(meta.alternates).toEqual({ en: path, 'x-default': path });
  });
}

for (const path of unindexed) {
  test(`${path} is kept out of search results`, async ({ page }) => {
    const response = await page.request.get(path);
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex/);
  });
}

test('the Spanish love page points to its English and Italian equivalents', async ({ page }) => {
  await page.goto('/es/tarot-amor');
  const meta = await head(page);
  expect(meta.alternates.en).toBe('/love-tarot');
  expect(meta.alternates.it).toBe('/it/tarot-amore');
});

test('the sitemap lists every indexable page with its alternates; robots points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [...localizedSets.flat(), ...englishOnly]) {
    expect(sitemap).toContain(`<loc>http://localhost:3000${path}</loc>`);
  }
  for (const path of unindexed) expect(sitemap).not.toContain(`${path}</loc>`);
  expect(sitemap).toContain('hreflang="it" href="http://localhost:3000/it/tarot-amore"');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
});

async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => [JSON.parse(text)].flat()) as { '@type': string; [key: string]: unknown }[];
}

test('structured data: WebSite, FAQPage, BlogPosting and breadcrumbs', async ({ page }) => {
  await page.goto('/it/tarocchi-gratis');
  expect((await jsonLd(page)).map((data) => data['@type'])).toEqual(['WebSite']);
  await page.goto('/faq');
  const [faqData] = await jsonLd(page);
  expect(faqData!['@type']).toBe('FAQPage');
  expect(faqData!.mainEntity).toHaveLength(10);
  await page.goto('/blog/tower-tarot-card');
  const article = await jsonLd(page);
  expect(article.map((data) => data['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
  expect(article[0]!.headline).toBe('The Tower Tarot Card: Meaning, Love and Career');
  await page.goto('/es/tarot-viajes');
  expect((await jsonLd(page)).map((data) => data['@type'])).toEqual(['BreadcrumbList']);
});

test('the editorial pages are in the server HTML, closed sections included', async ({ request }) => {
  const pages: [string, string[]][] = [
    ['/why-tarot', whyTarot.flatMap((block) => ('text' in block ? [block.text] : []))],
    ['/ai-vs-traditional', aiVsTraditional.flatMap((block) => ('text' in block ? [block.text] : []))],
    ['/tarot-insights', tarotInsights.map((section) => section.title)],
    ['/faq', faq.flatMap((item) => [item.question, item.answer[0]!])],
  ];
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
  for (const [path, texts] of pages) {
    const html = await (await request.get(path)).text();
    for (const text of texts) expect(html, `${path}: ${text.slice(0, 40)}`).toContain(escape(text));
  }
});

test('the FAQ opens one answer at a time, and closes it again', async ({ page }) => {
  await page.goto('/faq');
  const first = page.locator('details').nth(0);
  const second = page.locator('details').nth(1);
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await second.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open');
  await second.locator('summary').click();
  await expect(page.locator('details[open]')).toHaveCount(0);
  await expect(page.locator('details')).toHaveCount(10);
});

for (const route of routes) {
  test(`${route.path}: one h1, and no heading level skipped`, async ({ page }) => {
    await page.goto(route.path + (route.query ?? ''));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const levels = await page.locator('h1, h2, h3, h4').evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])));
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, route.path).toBeLessThanOrEqual(1);
  });
}
