// Automation tools' own blog nodes publish through the WordPress REST and Ghost Admin doors: the
// real clients (node-wpapi with discovery, @tryghost/admin-api) against the production server, on an
// SQLite file and on PostgreSQL, and what every visitor then sees.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WPAPI from 'wpapi';
import GhostAdminAPI from '@tryghost/admin-api';
import { expect, test } from './fixtures';
import { startPostgres } from '../tools/postgres';
import { startNext } from '../tools/server.mjs';

// 64 hexadecimal characters: the Ghost door needs them.
const KEY = `5ca1ab1e${'0123456789abcdef'.repeat(3)}5ca1ab1e`;
const GHOST_KEY = `0123456789abcdef01234567:${KEY}`;
type Site = Awaited<ReturnType<typeof startNext>>;

const languages = [
  { locale: 'en', category: 1, blog: '/blog', tags: [] as string[] },
  { locale: 'es', category: 2, blog: '/es/blog', tags: ['es'] },
  { locale: 'it', category: 3, blog: '/it/blog', tags: ['it'] },
] as const;

const text = (site: Site, where: string) => fetch(`${site.url}${where}`).then((answer) => answer.text());

/** Everywhere a published article shows: its list, its page, the sitemap and the feed. */
async function shown(site: Site, blog: string, slug: string, title: string) {
  const [list, page, sitemap, feed] = await Promise.all([
    text(site, blog),
    text(site, `${blog}/${slug}`),
    text(site, '/sitemap.xml'),
    text(site, `${blog}/feed.xml`),
  ]);
  return {
    list: list.includes(title),
    page: page.includes(title),
    sitemap: sitemap.includes(`${blog}/${slug}</loc>`),
    feed: feed.includes(title),
  };
}
const everywhere = { list: true, page: true, sitemap: true, feed: true };
const nowhere = { list: false, page: false, sitemap: false, feed: false };

type Database = { name: string; start: () => Promise<{ env: Record<string, string>; stop: () => void }> };
const databases: Database[] = [
  {
    name: 'SQLite',
    start: async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'tarot-e2e-doors-'));
      return { env: { BLOG_DATABASE_FILE: path.join(dir, 'blog.db') }, stop: () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'PostgreSQL',
    start: async () => {
      const database = await startPostgres();
      return { env: { DATABASE_URL: database.url }, stop: () => database.stop() };
    },
  },
];

for (const database of databases) {
  test.describe(`on ${database.name}`, () => {
    test.describe.configure({ mode: 'serial', timeout: 180_000 });
    let site: Site;
    let env: Record<string, string>;
    let stopDatabase = () => {};

    test.beforeAll(async () => {
      const started = await database.start();
      stopDatabase = started.stop;
      env = { BLOG_PUBLISH_KEY: KEY, PUBLISH_FAILURE_LIMIT: '2', ...started.env };
      site = await startNext(env);
    });
    test.afterAll(async () => {
      site?.stop();
      await new Promise((resolve) => setTimeout(resolve, 500));
      stopDatabase();
    });

    test('node-wpapi finds the API by discovery, then creates, updates, reads, lists and deletes in each language', async () => {
      const wp = (await WPAPI.discover(site.url)).auth({ username: 'n8n', password: KEY.replace(/(.{8})/g, '$1 ') });
      expect((await wp.users().me().get()).id).toBe(1);
      expect((await wp.categories().get()).map((category: { slug: string }) => category.slug)).toEqual(['en', 'es', 'it']);
      for (const { locale, category, blog } of languages) {
        const title = `Wordpress moon ${locale}`;
        const created = await wp.posts().create({ title, content: '<p>First words</p>', status: 'publish', categories: [category] });
        expect(created).toMatchObject({ slug: `wordpress-moon-${locale}`, status: 'publish', lang: locale, categories: [category] });
        expect(created.link).toMatch(`${blog}/wordpress-moon-${locale}`);
        expect(await shown(site, blog, created.slug, title)).toEqual(everywhere);

        const updated = await wp
          .posts()
          .id(created.id)
          .update({ title: `${title} again`, content: '<p>Second words</p>' });
        expect(updated.title.rendered).toBe(`${title} again`);
        expect(await text(site, `${blog}/${created.slug}`)).toContain('Second words');
        expect((await wp.posts().id(created.id).get()).content.rendered).toBe('<p>Second words</p>');
        const listed = await wp.posts().param('lang', locale).perPage(1).get();
        expect([listed.length, listed._paging.total, listed[0].id]).toEqual([1, 1, created.id]);

        const trashed = await wp.posts().id(created.id).delete();
        expect(trashed.status).toBe('trash');
        expect(await shown(site, blog, created.slug, title)).toEqual(nowhere);
        const deleted = await wp.posts().id(created.id).param('force', true).delete();
        expect([deleted.deleted, deleted.previous.id]).toEqual([true, created.id]);
        await expect(wp.posts().id(created.id).get()).rejects.toMatchObject({ code: 'rest_post_invalid_id', data: { status: 404 } });
      }
    });

    test('a WordPress draft stays off the site until published; hostile HTML is sanitized', async () => {
      const wp = new WPAPI({ endpoint: `${site.url}/wp-json`, username: 'make', password: KEY });
      const draft = await wp.posts().create({ title: 'Secret draft', content: '<p>Not yet</p>', categories: [2] });
      expect(draft.status).toBe('draft');
      expect(await shown(site, '/es/blog', draft.slug, 'Secret draft')).toEqual(nowhere);
      await wp.posts().id(draft.id).update({ status: 'publish' });
      expect(await shown(site, '/es/blog', draft.slug, 'Secret draft')).toEqual(everywhere);

      const hostile = await wp.posts().create({
        title: 'Hostile <b>title</b>',
        content: '<p>Kept</p><script>window.__owned=1</script><img src=x onerror="window.__owned=2"><a href="javascript:alert(1)">x</a>',
        status: 'publish',
      });
      expect(hostile.content.rendered).not.toMatch(/<script|onerror|javascript:/i);
      const page = await text(site, `/blog/${hostile.slug}`);
      expect(page.slice(page.indexOf('class="prose-tarot"'), page.indexOf('</article>'))).not.toMatch(/<script|onerror|javascript:/i);
      expect(page).toContain('Hostile &lt;b&gt;title&lt;/b&gt;');
    });

    test('@tryghost/admin-api creates, reads, lists, updates (409 when stale) and deletes in each language', async () => {
      for (const version of ['v5.0', 'v3']) {
        const ghost = GhostAdminAPI({ url: site.url, key: GHOST_KEY, version });
        expect((await ghost.site.read()).title).toBe('Cosmic Tarot');
        for (const { locale, blog, tags } of languages) {
          const title = `Ghost sun ${locale} ${version}`;
          const slug = `ghost-sun-${locale}-${version.replace('.', '')}`;
          const created = await ghost.posts.add({ title, slug, html: '<p>Ghost words</p>', status: 'published', tags }, { source: 'html' });
          expect(created).toMatchObject({ slug, status: 'published', html: '<p>Ghost words</p>' });
          expect(created.id).toMatch(/^[0-9a-f]{24}$/);
          expect(created.url).toMatch(`${blog}/${slug}`);
          expect(await shown(site, blog, slug, title)).toEqual(everywhere);

          const read = await ghost.posts.read({ id: created.id });
          expect(read.updated_at).toBe(created.updated_at);
          const edited = await ghost.posts.edit({ id: created.id, title: `${title}!`, updated_at: read.updated_at });
          expect(edited.title).toBe(`${title}!`);
          await expect(ghost.posts.edit({ id: created.id, title: 'Late', updated_at: read.updated_at })).rejects.toMatchObject({
            type: 'UpdateCollisionError',
          });
          expect(await text(site, `${blog}/${slug}`)).toContain(`${title}!`);
          const listed = await ghost.posts.browse({ filter: `slug:${slug}`, limit: 5 });
          expect([listed.length, listed.meta.pagination.total, listed[0].id]).toEqual([1, 1, created.id]);

          await ghost.posts.delete({ id: created.id });
          expect(await shown(site, blog, slug, title)).toEqual(nowhere);
          await expect(ghost.posts.read({ id: created.id })).rejects.toMatchObject({ type: 'NotFoundError' });
        }
      }
    });

    test('a Ghost draft stays off the site; hostile HTML through Ghost is sanitized', async () => {
      const ghost = GhostAdminAPI({ url: site.url, key: GHOST_KEY, version: 'v5.0' });
      const draft = await ghost.posts.add({ title: 'Ghost draft', html: '<p>Later</p>', tags: ['it'] }, { source: 'html' });
      expect(draft.status).toBe('draft');
      expect(await shown(site, '/it/blog', draft.slug, 'Ghost draft')).toEqual(nowhere);
      const hostile = await ghost.posts.add(
        {
          title: 'Ghost hostile',
          html: '<p>Kept</p><svg onload="window.__owned=4"></svg><iframe srcdoc="x"></iframe>',
          status: 'published',
        },
        { source: 'html' },
      );
      expect(hostile.html).not.toMatch(/onload|<iframe/i);
      expect(await text(site, `/blog/${hostile.slug}`)).toContain('Kept');
    });

    test('wrong keys through either door: 401, then 429 for that client, the right key still passes', async () => {
      const wrongWp = new WPAPI({ endpoint: `${site.url}/wp-json`, username: 'x', password: 'not-the-key' });
      await expect(wrongWp.posts().create({ title: 'T', content: 'C' })).rejects.toMatchObject({
        code: 'incorrect_password',
        data: { status: 401 },
      });
      const wrongGhost = GhostAdminAPI({ url: site.url, key: `0123456789abcdef01234567:${'0'.repeat(64)}`, version: 'v5.0' });
      await expect(wrongGhost.posts.browse()).rejects.toMatchObject({ type: 'UnauthorizedError' });
      await expect(wrongWp.posts().get()).rejects.toMatchObject({ code: 'rest_too_many_attempts', data: { status: 429 } });
      await expect(wrongGhost.posts.browse()).rejects.toMatchObject({ type: 'TooManyRequestsError' });
      const right = new WPAPI({ endpoint: `${site.url}/wp-json`, username: 'x', password: KEY });
      expect(Array.isArray(await right.posts().get())).toBe(true);
      // Bad input is a 4xx in WordPress's shape, never a 500.
      const bad = await fetch(`${site.url}/wp-json/wp/v2/posts?per_page=500`, { headers: { authorization: `Basic ${btoa(`x:${KEY}`)}` } });
      expect([bad.status, (await bad.json()).code]).toEqual([400, 'rest_invalid_param']);
      expect(site.output()).not.toContain(KEY);
    });

    test('after a restart, the first request of each list, the sitemap and each feed holds what the database holds', async () => {
      const wp = new WPAPI({ endpoint: `${site.url}/wp-json`, username: 'x', password: KEY });
      for (const { category, locale } of languages) {
        await wp.posts().create({
          title: `Before restart ${locale}`,
          slug: 'before-restart',
          content: 'Kept',
          status: 'publish',
          categories: [category],
        });
      }
      site.stop();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      site = await startNext(env);
      for (const { locale, blog } of languages) {
        expect(await text(site, blog)).toContain(`Before restart ${locale}`);
        expect(await text(site, `${blog}/feed.xml`)).toContain(`Before restart ${locale}`);
      }
      expect(await text(site, '/sitemap.xml')).toContain('/it/blog/before-restart</loc>');
    });
  });
}
