import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { content } from '../../content';
import { localizedPath } from '../../lib/routes/paths';
import { locales } from '../../lib/i18n/routing';
import { routes, sitemapped, versions } from './routes';

const indexed = routes.filter((route) => !route.noindex);
const unindexed = [...routes.filter((route) => route.noindex).map((route) => route.path), '/api/blog/publish'];

test('hreflang is reciprocal: every page a page lists lists it back', async ({ request }) => {
  const alternatesOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<link\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => /rel="alternate"/.test(tag) && /hreflang=/i.test(tag));
    return links.map((tag) => [/hreflang="([^"]+)"/i.exec(tag)![1]!, new URL(/href="([^"]+)"/.exec(tag)![1]!).pathname]);
  };
  for (const route of indexed) {
    const listed = await alternatesOf(route.path);
    expect(listed.length, route.path).toBe(4);
    for (const [, other] of listed)
      expect(
        (await alternatesOf(other!)).map(([, path]) => path),
        `${other} lists ${route.path}`,
      ).toContain(route.path);
  }
});

for (const path of unindexed) {
  test(`${path} is kept out of search results`, async ({ page }) => {
    // The full reading is only a page with its cards; without them it sends the visitor home.
    const query = routes.find((route) => route.path === path)?.query ?? '';
    const response = await page.request.get(path + query);
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex/);
  });
}

test('the sitemap lists every indexable page with its alternates; robots points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = new Map(
    [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => [
      new URL(/<loc>([^<]+)<\/loc>/.exec(body!)![1]!).pathname,
      Object.fromEntries([...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], new URL(match[2]!).pathname])),
    ]),
  );
  for (const route of sitemapped) {
    const set = versions(route.group);
    expect(entries.get(route.path), route.path).toEqual({ ...set, 'x-default': set.en });
  }
  expect(entries.size).toBe(sitemapped.length);
  for (const path of unindexed) expect(entries.has(path)).toBe(false);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
});

async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => [JSON.parse(text)].flat()) as { '@type': string; [key: string]: unknown }[];
}

test('structured data: WebSite, FAQPage and BlogPosting in each language, and breadcrumbs', async ({ page }) => {
  await page.goto('/it/tarocchi-gratis');
  expect((await jsonLd(page)).map((data) => data['@type'])).toEqual(['WebSite']);
  for (const locale of locales) {
    await page.goto(localizedPath('/faq', locale));
    const [faqData] = await jsonLd(page);
    expect(faqData!['@type']).toBe('FAQPage');
    expect(faqData!.inLanguage).toBe(locale);
    expect((faqData!.mainEntity as { name: string }[]).map((question) => question.name)).toEqual(
      content[locale].faq.map((item) => item.question),
    );
  }
  for (const route of routes.filter((candidate) => candidate.group === 'tower-tarot-card')) {
    await page.goto(route.path);
    const article = await jsonLd(page);
    expect(article.map((data) => data['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(article[0]!.headline).toBe(route.heading);
    expect(article[0]!.inLanguage).toBe(route.lang);
    expect(new URL(article[0]!.url as string).pathname).toBe(route.path);
  }
  await page.goto('/es/tarot-viajes');
  expect((await jsonLd(page)).map((data) => data['@type'])).toEqual(['BreadcrumbList']);
});

test('the editorial pages are in the server HTML, closed sections included', async ({ request }) => {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
  for (const locale of locales) {
    const { whyTarot, aiVsTraditional, tarotInsights, faq, about, privacy, terms } = content[locale];
    const text = (blocks: typeof whyTarot) => blocks.flatMap((block) => ('text' in block ? [block.text] : []));
    const pages = [
      ['/why-tarot', text(whyTarot)],
      ['/ai-vs-traditional', text(aiVsTraditional)],
      ['/tarot-insights', tarotInsights.map((section) => section.title)],
      ['/faq', faq.flatMap((item) => [item.question, item.answer[0]!])],
      ['/about', text(about)],
      ['/privacy', text(privacy)],
      ['/terms', text(terms)],
    ] as const;
    for (const [key, texts] of pages) {
      // Card names inside the text are links to their pages: compare the text without them.
      const html = (await (await request.get(localizedPath(key, locale))).text()).replace(/<\/?a\b[^>]*>/g, '');
      for (const line of texts) expect(html, `${locale} ${key}: ${line.slice(0, 40)}`).toContain(escape(line));
    }
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
