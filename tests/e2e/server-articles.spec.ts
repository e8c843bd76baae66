// Publishing on the server, as an automation tool does it (one HTTP request with the server's key),
// and what every visitor and search engine then sees, on an SQLite file and on PostgreSQL.
import path from 'node:path';
import { maxContentLength } from '../../lib/blog/article';
import { expect, test } from './fixtures';
import { blogListPath } from '../../lib/routes/paths';
import { absoluteUrl } from '../../lib/seo/site';
import { startKeyedSite } from './helpers';
import { startPostgres } from '../tools/postgres';
import { startNext } from '../tools/server.mjs';

const KEY = 'e2e-server-publish-key-0123456789abcdef';
type Site = Awaited<ReturnType<typeof startNext>>;

function publish(site: Site, body: unknown, key: string | null = KEY) {
  return fetch(`${site.url}/api/blog/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key !== null && { authorization: `Bearer ${key}` }) },
    body: JSON.stringify(body),
  });
}

const page = (site: Site, path: string) => fetch(`${site.url}${path}`).then((answer) => answer.text());

const startSite = (env: Record<string, string> = {}) => startKeyedSite(KEY, env);

test('without the Authorization header the publish URL still answers as the browser protocol does, and says how to publish on the server', async ({
  request,
}) => {
  const answer = await request.post('/api/blog/publish', { data: { id: 'from-a-tool', title: 'T', content: 'C' } });
  expect(answer.status()).toBe(501);
  expect((await answer.json()).server).toContain('Authorization: Bearer');
  // The shared test server has no key: a request with one is told how to turn publishing on.
  const off = await request.post('/api/blog/publish', {
    data: { id: 'x', title: 'T', content: 'C' },
    headers: { authorization: `Bearer ${KEY}` },
  });
  expect(off.status()).toBe(501);
  expect((await off.json()).error).toContain('BLOG_PUBLISH_KEY');
});

test('the settings page explains the server API in each language, with the site’s public publish URL', async ({ page }) => {
  for (const path of ['/blog/settings', '/es/blog/ajustes', '/it/blog/impostazioni']) {
    await page.goto(path);
    const section = page.locator('section[aria-labelledby="server-title"]');
    await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
    const curl = await section.getByRole('region').textContent();
    expect(curl).toContain(absoluteUrl('/api/blog/publish'));
    expect(curl).toContain('Authorization: Bearer $BLOG_PUBLISH_KEY');
    expect(JSON.parse(/-d '(.*)'$/s.exec(curl!)![1]!.replaceAll(`'\\''`, "'"))).toMatchObject({
      locale: path.split('/')[1] === 'blog' ? 'en' : path.split('/')[1],
    });
    await expect(section.getByText('Send Body')).toBeVisible();
    // The tools' own WordPress and Ghost nodes come first, with the site's address to give them.
    const tools = section.locator('#tools');
    await expect(tools.getByRole('heading', { level: 4 })).toHaveCount(2);
    expect(await tools.textContent()).toContain(new URL(absoluteUrl('/')).origin);
    expect(await tools.textContent()).toMatch(/0123456789abcdef01234567:<BLOG_PUBLISH_KEY>[\s\S]*openssl rand -hex 32/);
    expect(
      await section.evaluate((element) => element.innerHTML.indexOf('tools-title') < element.innerHTML.indexOf('server-curl-label')),
    ).toBe(true);
  }
});

test.describe('on a server of its own', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test('the longest article a tool may publish, read by 34 clients at once without compression, leaves a 256 MB heap standing', async () => {
    const { site, close } = await startSite({ NODE_OPTIONS: '--max-old-space-size=256' });
    try {
      // The worst case: every character escaped in the page and again in its React payload.
      expect((await publish(site, { id: 'largo', title: 'Largo', content: '<'.repeat(maxContentLength) })).status).toBe(201);
      expect((await publish(site, { id: 'mas-largo', title: 'Más', content: '<'.repeat(maxContentLength + 1) })).status).toBe(400);
      const read = () =>
        fetch(`${site.url}/blog/largo`, { headers: { 'accept-encoding': 'identity' } }).then(async (answer) => ({
          status: answer.status,
          size: (await answer.arrayBuffer()).byteLength,
        }));
      expect((await read()).status).toBe(200);
      const reads = await Promise.all(Array.from({ length: 34 }, read));
      // Beyond a client's share the server may say "later", never fail: and it is still there.
      expect(reads.every(({ status }) => [200, 429, 503].includes(status))).toBe(true);
      expect(reads.filter(({ status }) => status === 200).length).toBeGreaterThan(0);
      expect(Math.max(...reads.map(({ size }) => size))).toBeLessThan(1_500_000);
      expect((await fetch(`${site.url}/`)).status).toBe(200);
    } finally {
      close();
    }
  });

  test('a long blog is listed a page at a time, and its feed carries the newest 50', async () => {
    const { site, close } = await startSite();
    try {
      for (let n = 0; n < 60; n++) {
        const answer = await publish(site, { id: `entrada-${n}`, title: `Entrada ${n}`, content: '<p>Texto</p>', locale: 'es' });
        expect(answer.status).toBe(201);
      }
      /** The articles a list page links to, in order. */
      const listed = async (path: string) => {
        const answer = await fetch(`${site.url}${path}`);
        const html = await answer.text();
        const ids = [...html.matchAll(/href="\/es\/blog\/([a-z0-9-]+)"/g)].map((match) => match[1]!);
        return { status: answer.status, html, ids: [...new Set(ids)].filter((id) => !['nuevo', 'ajustes'].includes(id)) };
      };
      const first = await listed('/es/blog');
      const second = await listed('/es/blog/pagina/2');
      const third = await listed('/es/blog/pagina/3');
      // 60 published and 2 built in: 24, 24, then 14.
      expect([first.ids.length, second.ids.length, third.ids.length]).toEqual([24, 24, 14]);
      expect(new Set([...first.ids, ...second.ids, ...third.ids]).size).toBe(62);
      expect(first.html).toContain('href="/es/blog/pagina/2"');
      expect(third.html).toContain('href="/es/blog/pagina/2"');
      expect(third.html).not.toContain('href="/es/blog/pagina/4"');
      expect((await fetch(`${site.url}/es/blog/pagina/4`)).status).toBe(404);
      expect((await fetch(`${site.url}/es/blog/pagina/1`)).status).toBe(404);
      const feed = await page(site, '/es/blog/feed.xml');
      expect(feed.match(/<item>/g)).toHaveLength(50);
    } finally {
      close();
    }
  });

  test('the contract: 201 with Location, 200 on replace, 401, 403, 400, 404, 413, 429', async () => {
    const { site, close } = await startSite({ PUBLISH_FAILURE_LIMIT: '3' });
    try {
      const article = { id: 'First Post', title: 'First post', content: '<p>Hello</p>' };
      const created = await publish(site, article);
      expect(created.status).toBe(201);
      const body = await created.json();
      expect(body).toMatchObject({ id: 'first-post', locale: 'en', created: true });
      expect(created.headers.get('location')).toBe(body.url);
      expect(body.url).toMatch(/\/blog\/first-post$/);
      const replaced = await publish(site, { ...article, title: 'First post, again' });
      expect([replaced.status, (await replaced.json()).created]).toEqual([200, false]);
      const spanish = await publish(site, { ...article, locale: 'es' });
      expect([spanish.status, (await spanish.json()).url]).toEqual([201, expect.stringMatching(/\/es\/blog\/first-post$/)]);

      expect((await publish(site, { id: 'tower-tarot-card', title: 'T', content: 'C' })).status).toBe(403);
      expect((await publish(site, { method: 'DELETE', id: 'tarot-del-amor-gratis' })).status).toBe(403);
      const missing = await publish(site, { id: 'no-title', content: 'C' });
      expect([missing.status, (await missing.json()).error]).toEqual([400, 'Missing required fields: id, title, and content are required']);
      expect((await publish(site, { ...article, locale: 'fr' })).status).toBe(400);
      expect((await publish(site, { method: 'DELETE', id: 'never-published' })).status).toBe(404);
      expect((await publish(site, { ...article, content: 'x'.repeat(600 * 1024) })).status).toBe(413);

      // A wrong or malformed key: 401 with the scheme to use; the key is never taken from the query.
      const wrong = await publish(site, article, 'not-the-key');
      expect([wrong.status, wrong.headers.get('www-authenticate')]).toEqual([401, 'Bearer realm="blog"']);
      const inQuery = await fetch(`${site.url}/api/blog/publish?apiKey=${KEY}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Basic abc' },
        body: JSON.stringify(article),
      });
      expect(inQuery.status).toBe(401);
      // Three failures allowed per client: then 429 for a while for its wrong keys; the right key still passes.
      expect((await publish(site, article, 'still-wrong')).status).toBe(401);
      const limited = await publish(site, article, 'wrong-again');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await publish(site, article)).status).toBe(200);
      // Forged or rotated addresses make new clients, but the site's budget (ten clients' worth) holds.
      const forged = [];
      for (let n = 0; n < 30; n++) {
        const answer = await fetch(`${site.url}/api/blog/publish`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer guess', 'x-forwarded-for': `192.0.2.${n}` },
          body: JSON.stringify(article),
        });
        forged.push(answer.status);
      }
      expect(forged.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
      expect((await publish(site, article)).status).toBe(200);

      expect(site.output()).not.toContain(KEY);
    } finally {
      close();
    }
  });

  test('a published article is in its blog, at its URL, in the sitemap and the feed, linked to its translations; a delete removes it everywhere', async ({
    browser,
  }) => {
    const { site, close } = await startSite();
    try {
      const versions = [
        { locale: 'en', title: 'The Moon at midnight', blog: '/blog' },
        { locale: 'es', title: 'La Luna a medianoche', blog: '/es/blog' },
        { locale: 'it', title: 'La Luna a mezzanotte', blog: '/it/blog' },
      ];
      for (const { locale, title } of versions) {
        const answer = await publish(site, { id: 'moon-at-midnight', title, content: `<h2>${title}</h2><p>Plain words.</p>`, locale });
        expect(answer.status).toBe(201);
      }

      // Readable without JavaScript: the list and the article are rendered on the server.
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.url });
      const tab = await context.newPage();
      for (const { locale, title, blog } of versions) {
        await tab.goto(blog);
        expect(await tab.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toMatch(`${blog}/feed.xml`);
        await tab.getByRole('link', { name: title }).first().click();
        await expect(tab).toHaveURL(`${site.url}${blog}/moon-at-midnight`);
        await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(tab.getByRole('heading', { level: 2, name: title })).toBeVisible();
        expect(await tab.locator('html').getAttribute('lang')).toBe(locale);
        const alternates = await tab
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`));
        expect(alternates.sort()).toEqual([
          'en /blog/moon-at-midnight',
          'es /es/blog/moon-at-midnight',
          'it /it/blog/moon-at-midnight',
          'x-default /blog/moon-at-midnight',
        ]);
        const jsonLd = (await tab.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => JSON.parse(text));
        expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'BlogPosting', headline: title, inLanguage: locale }));
        expect(await tab.locator('meta[name="robots"]').count()).toBe(0);
        const feed = await page(site, `${blog}/feed.xml`);
        expect(feed).toContain(`<title>${title}</title>`);
      }
      await context.close();
      const sitemap = await page(site, '/sitemap.xml');
      expect(sitemap).toContain('/it/blog/moon-at-midnight</loc>');
      expect(sitemap).toMatch(/moon-at-midnight<\/loc>[\s\S]*?<lastmod>\d{4}-\d\d-\d\dT/);

      // The blog list is for a CDN to keep a minute at most, never an older copy.
      const list = await fetch(`${site.url}/es/blog`);
      expect(list.headers.get('cache-control')).toBe('s-maxage=60');

      const deleted = await publish(site, { method: 'DELETE', id: 'moon-at-midnight' });
      expect(await deleted.json()).toMatchObject({ deleted: true, locales: expect.arrayContaining(['en', 'es', 'it']) });
      for (const { title, blog } of versions) {
        expect(await page(site, blog)).not.toContain(title);
        expect(await page(site, `${blog}/moon-at-midnight`)).not.toContain(title);
        expect(await page(site, `${blog}/feed.xml`)).not.toContain(title);
      }
      expect(await page(site, '/sitemap.xml')).not.toContain('moon-at-midnight');
    } finally {
      close();
    }
  });

  test('no script, handler or javascript: address reaches a page through the server', async ({ browser }) => {
    const { site, close } = await startSite();
    try {
      const corpus = [
        '<p>Kept <strong>words</strong></p>',
        '<script>window.__owned = 1</script>',
        '<img src=x onerror="window.__owned = 2">',
        '<a href="javascript:window.__owned = 3">click</a>',
        '<svg onload="window.__owned = 4"></svg>',
        '<iframe srcdoc="<script>parent.__owned = 5</script>"></iframe>',
        '<div style="background:url(javascript:alert(1))">styled</div>',
        // Left unclosed, it swallows what follows: it comes last.
        '<math><mtext><table><mglyph><style><img src=x onerror="window.__owned = 6">',
      ];
      expect((await publish(site, { id: 'hostile', title: 'Hostile', content: corpus.join('\n') })).status).toBe(201);
      const html = await page(site, '/blog/hostile');
      const article = html.slice(html.indexOf('class="prose-tarot"'), html.indexOf('</article>'));
      expect(article).not.toMatch(/<script|onerror|onload|javascript:|<iframe|srcdoc/i);
      expect(article).toContain('Kept <strong>words</strong>');
      const tab = await browser.newPage();
      await tab.goto(`${site.url}/blog/hostile`);
      await tab.getByText('click').click();
      expect(await tab.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
      await tab.close();
    } finally {
      close();
    }
  });

  test('100 publishes at once are all stored, and articles survive a restart', async () => {
    const { site, dir, close } = await startSite();
    let again: Site | undefined;
    try {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => publish(site, { id: `burst-${i}`, title: `Burst ${i}`, content: `Number ${i}` })),
      );
      expect(answers.map((answer) => answer.status).filter((status) => status !== 201)).toEqual([]);
      site.stop();
      again = await startNext({ BLOG_PUBLISH_KEY: KEY, BLOG_DATABASE_FILE: path.join(dir, 'blog.db') });
      // An article's page is made on its first request; the lists are made again from the database at start.
      expect(await page(again, '/blog/burst-42')).toContain('Number 42');
      await expect.poll(() => page(again!, '/blog'), { timeout: 10_000 }).toContain('Burst 99');
      // 102 articles: the list's five pages hold every one.
      const pages = await Promise.all([1, 2, 3, 4, 5].map((n) => page(again!, blogListPath('en', n))));
      for (const i of [0, 42, 99]) expect(pages.join('\n')).toContain(`>Burst ${i}<`);
    } finally {
      again?.stop();
      close();
    }
  });

  test('two instances on one PostgreSQL both show what either publishes', async () => {
    const database = await startPostgres();
    const env = { BLOG_PUBLISH_KEY: KEY, DATABASE_URL: database.url };
    const first = await startNext(env);
    const second = await startNext(env);
    try {
      expect((await publish(first, { id: 'from-first', title: 'Written on the first', content: 'One' })).status).toBe(201);
      expect((await publish(second, { id: 'from-second', title: 'Written on the second', content: 'Two', locale: 'it' })).status).toBe(201);
      // Each article page is at once on both; each list on the instance that took the publish at once, on the other within a minute.
      expect(await page(second, '/blog/from-first')).toContain('Written on the first');
      expect(await page(first, '/it/blog/from-second')).toContain('Written on the second');
      expect(await page(first, '/blog')).toContain('Written on the first');
      await expect.poll(() => page(second, '/blog'), { timeout: 75_000, intervals: [2_000] }).toContain('Written on the first');
      await expect.poll(() => page(first, '/it/blog'), { timeout: 75_000, intervals: [2_000] }).toContain('Written on the second');
    } finally {
      first.stop();
      second.stop();
      // The servers close their connections as they stop.
      await new Promise((resolve) => setTimeout(resolve, 500));
      database.stop();
    }
  });
});
