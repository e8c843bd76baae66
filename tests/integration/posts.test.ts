// The post service the WordPress and Ghost doors share with the Bearer API, on SQLite and PostgreSQL:
// drafts stay off the site, slugs stay unique per language, a stale change is refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasPostgres, startPostgres, type PostgresServer } from '../tools/postgres';

type Modules = {
  posts: typeof import('@/lib/articles/posts');
  store: typeof import('@/lib/articles/store');
  publish: typeof import('@/lib/articles/publish');
  database: typeof import('@/lib/articles/database');
};
const today = '2026-11-29';

function describePosts(name: string, setup: () => Promise<{ env: Record<string, string>; cleanup: () => void }>) {
  describe(name, () => {
    let m: Modules;
    let cleanup = () => {};
    beforeAll(async () => {
      const opened = await setup();
      cleanup = opened.cleanup;
      vi.resetModules();
      for (const key of ['DATABASE_URL', 'BLOG_DATABASE_FILE']) delete process.env[key];
      Object.assign(process.env, opened.env);
      m = {
        posts: await import('@/lib/articles/posts'),
        store: await import('@/lib/articles/store'),
        publish: await import('@/lib/articles/publish'),
        database: await import('@/lib/articles/database'),
      };
    }, 60_000);
    afterAll(async () => {
      await m.database.closeArticleDatabase();
      cleanup();
    });

    it('a draft is off the site until it is published; the change names the pages to make again', async () => {
      const draft = await m.posts.createPost({ title: 'Quiet Moon', content: '<p>Soon</p>', locale: 'es' }, today);
      expect(draft).toMatchObject({ ok: true, post: { id: 'quiet-moon', status: 'draft', locale: 'es' }, changed: [] });
      if (!draft.ok) return;
      expect(await m.store.serverArticle('quiet-moon', 'es')).toBeUndefined();
      expect((await m.store.serverArticles('es')).map((entry) => entry.id)).not.toContain('quiet-moon');
      const published = await m.posts.updatePost(draft.post.postId, { status: 'publish' }, today);
      expect(published).toMatchObject({ ok: true, changed: [{ id: 'quiet-moon', locale: 'es' }] });
      expect(await m.store.serverArticle('quiet-moon', 'es')).toMatchObject({ title: 'Quiet Moon', date: today });
    });

    it('keeps the publish rules of every door: sanitized HTML, built-in slugs reserved, missing fields refused', async () => {
      const hostile = await m.posts.createPost({ title: 'H', content: '<p>ok</p><script>x()</script>', status: 'publish' }, today);
      expect(hostile.ok && hostile.post.content).toBe('<p>ok</p>');
      expect(await m.posts.createPost({ slug: 'tower-tarot-card', title: 'T', content: 'C' }, today)).toMatchObject({
        ok: false,
        status: 403,
      });
      expect(await m.posts.createPost({ title: 'No content' }, today)).toMatchObject({ ok: false, status: 400, message: 'missingFields' });
    });

    it('gives a taken slug a number, as WordPress does, and refuses a move onto one (409)', async () => {
      const first = await m.posts.createPost({ title: 'Twin', content: 'A', status: 'publish' }, today);
      const second = await m.posts.createPost({ title: 'Twin', content: 'B', status: 'publish' }, today);
      expect([first.ok && first.post.id, second.ok && second.post.id]).toEqual(['twin', 'twin-2']);
      if (!second.ok) return;
      expect(await m.posts.updatePost(second.post.postId, { slug: 'twin' }, today)).toMatchObject({ status: 409, message: 'slugTaken' });
    });

    it('refuses a change made against a stale copy (409) and takes one against the current copy', async () => {
      const created = await m.posts.createPost({ title: 'Stale', content: 'A' }, today);
      if (!created.ok) throw new Error('not created');
      const { postId, updated } = created.post;
      const changed = await m.posts.updatePost(postId, { title: 'Fresh' }, today, updated);
      expect(changed.ok).toBe(true);
      expect(await m.posts.updatePost(postId, { title: 'Late' }, today, updated)).toMatchObject({
        ok: false,
        status: 409,
        message: 'stalePost',
      });
    });

    it('trashes (off the site, kept), deletes for good, lists with a total; the Bearer API numbers its articles too', async () => {
      const post = await m.posts.createPost({ title: 'Gone', content: 'A', status: 'publish', locale: 'it' }, today);
      if (!post.ok) throw new Error('not created');
      const trashed = await m.posts.trashPost(post.post.postId);
      expect(trashed).toMatchObject({ ok: true, post: { status: 'trash' }, changed: [{ id: 'gone', locale: 'it' }] });
      expect(await m.store.serverArticle('gone', 'it')).toBeUndefined();
      expect(await m.posts.deletePost(post.post.postId)).toMatchObject({ ok: true, changed: [] });
      expect(await m.posts.readPost(post.post.postId)).toMatchObject({ ok: false, status: 404 });

      await m.publish.publishOnServer({ id: 'from-bearer', title: 'Bearer', content: 'B', locale: 'it' }, today);
      const listed = await m.posts.listPosts({ statuses: ['publish'], locale: 'it' }, 1, 10);
      expect(listed).toMatchObject({ ok: true, total: 1, posts: [{ id: 'from-bearer', status: 'publish' }] });
      expect(listed.ok && listed.posts[0]!.postId).toBeGreaterThan(0);
    });
  });
}

describePosts('posts in an SQLite file', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tarot-posts-'));
  return { env: { BLOG_DATABASE_FILE: path.join(dir, 'blog.db') }, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
});

describe.runIf(hasPostgres)('with PostgreSQL', () => {
  let server: PostgresServer;
  describePosts('posts in PostgreSQL', async () => {
    server = await startPostgres();
    return { env: { DATABASE_URL: server.url }, cleanup: () => server.stop() };
  });
});
