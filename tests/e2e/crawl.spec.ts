import { expect, test } from './fixtures';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import it from '../../messages/it.json';
import { localizedPath } from '../../lib/routes/paths';
import { locales, type Locale } from '../../lib/i18n/routing';
import { allCardRoutes, routes } from './routes';

const catalogs = { en, es, it };

/** English words of the top bar and footer that the other languages say differently. */
function englishChrome(locale: Locale): string[] {
  const pairs = [...Object.entries(en.Nav), ...Object.entries(en.Footer)] as [string, string][];
  const own = { ...catalogs[locale].Nav, ...catalogs[locale].Footer } as Record<string, string>;
  return pairs.filter(([key, text]) => text.length > 3 && own[key] !== text).map(([, text]) => text);
}

// A visitor who lands on a home and follows any link of the header, the footer or the content
// stays in that language (the language menu and the footer's language links excepted: they say
// which language they lead to with hreflang), and never meets a missing page.
for (const locale of locales) {
  test(`from the ${locale} home, every page reached by its links is in ${locale} and answers 200`, async ({ page, context }) => {
    // About 130 pages a language, two crawls at once on a 2-core machine: minutes, not a budget.
    test.setTimeout(360_000);
    const t = catalogs[locale];
    const foreign = locale === 'en' ? [] : englishChrome(locale);
    const queue = [localizedPath('/', locale)];
    const seen = new Set(queue);
    let languageLinks = 0;
    while (queue.length) {
      const path = queue.shift()!;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['set-cookie'], path).toBeUndefined();
      await expect(page.locator('html'), path).toHaveAttribute('lang', locale);
      await expect(page.getByRole('navigation', { name: t.Nav.label, exact: true }), path).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: t.Footer.label, exact: true }), path).toHaveCount(1);
      const chrome = (await page.getByRole('banner').textContent()) + ' ' + (await page.getByRole('contentinfo').textContent());
      for (const word of foreign) expect(chrome, `${path} shows the English "${word}"`).not.toContain(word);
      const links = await page
        .locator('a[href]')
        .evaluateAll((nodes) => nodes.map((node) => ({ href: (node as HTMLAnchorElement).href, hreflang: node.getAttribute('hreflang') })));
      for (const { href, hreflang } of links) {
        const url = new URL(href);
        if (url.origin !== new URL(page.url()).origin) continue;
        if (hreflang && hreflang !== locale) {
          languageLinks++;
          continue;
        }
        const next = url.pathname + url.search;
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect(await context.cookies()).toEqual([]);
    // Every indexable page of this language is reachable from its home.
    const expected = [...routes, ...allCardRoutes].filter((route) => route.lang === locale && !route.noindex).map((route) => route.path);
    for (const path of expected) expect([...seen], path).toContain(path);
    test.info().annotations.push({
      type: 'crawl',
      description: `${locale}: ${seen.size} pages reached, ${languageLinks} language links skipped, 0 cross-language leaks`,
    });
    console.log(`crawl ${locale}: ${seen.size} pages reached, ${languageLinks} language links skipped`);
  });
}
