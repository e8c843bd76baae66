// The server articles' store and publish service on both databases they run on: an SQLite file
// (the default) and a real PostgreSQL started for the test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasPostgres, startPostgres, type PostgresServer } from '../tools/postgres';

type Store = typeof import('@/lib/articles/store');
type Publish = typeof import('@/lib/articles/publish');
type Database = typeof import('@/lib/articles/database');

const article = (id: string, title = `Title of ${id}`) => ({ id, title, content: `<p>About ${id}</p>`, description: `On ${id}` });
const today = 'November 25, 2026';

/** Fresh modules over `env`: each database gets its own store. */
async function open(env: Record<string, string>): Promise<{ store: Store; publish: Publish; database: Database }> {
  vi.resetModules();
  for (const key of ['DATABASE_URL', 'BLOG_DATABASE_FILE']) delete process.env[key];
  Object.assign(process.env, env);
  return {
    store: await import('@/lib/articles/store'),
    publish: await import('@/lib/articles/publish'),
    database: await import('@/lib/articles/database'),
  };
}

function describeStore(name: string, setup: () => Promise<{ env: Record<string, string>; cleanup: () => void }>) {
  describe(name, () => {
    let store: Store;
    let publish: Publish;
    let database: Database;
    let cleanup = () => {};

    beforeAll(async () => {
      const opened = await setup();
      cleanup = opened.cleanup;
      ({ store, publish, database } = await open(opened.env));
    }, 60_000);
    afterAll(async () => {
      await database.closeArticleDatabase();
      cleanup();
    });

    it('creates an article, then replaces it under the same id and language', async () => {
      expect(await store.saveServerArticle({ ...article('first'), date: today, featuredImage: '' }, 'en')).toEqual({ created: true });
      expect(await store.saveServerArticle({ ...article('first', 'New title'), date: today, featuredImage: '' }, 'en')).toEqual({
        created: false,
      });
      const saved = await store.serverArticle('first', 'en');
      expect(saved).toMatchObject({ id: 'first', locale: 'en', title: 'New title', content: '<p>About first</p>' });
      expect(await store.serverArticle('first', 'es')).toBeUndefined();
    });

    it('keeps each language apart, lists a language newest first and knows an article’s translations', async () => {
      await publish.publishOnServer({ ...article('second'), locale: 'es' }, today);
      await publish.publishOnServer({ ...article('second'), locale: 'it' }, today);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await publish.publishOnServer({ ...article('third'), locale: 'es' }, today);
      expect((await store.serverArticles('es')).map((entry) => entry.id)).toEqual(['third', 'second']);
      expect(await store.articleLocales('second')).toEqual(['es', 'it']);
      expect((await store.serverArticleIndex()).filter((entry) => entry.id === 'second')).toHaveLength(2);
    });

    it('deletes one language, or every language without one, and says when there was none', async () => {
      expect(await publish.publishOnServer({ method: 'DELETE', id: 'second', locale: 'it' }, today)).toMatchObject({
        ok: true,
        locales: ['it'],
      });
      expect(await store.articleLocales('second')).toEqual(['es']);
      await publish.publishOnServer({ ...article('fourth'), locale: 'it' }, today);
      await publish.publishOnServer({ ...article('fourth'), locale: 'en' }, today);
      const all = await publish.publishOnServer({ method: 'DELETE', id: 'fourth' }, today);
      expect(all.ok && all.action === 'delete' && [...all.locales].sort()).toEqual(['en', 'it']);
      expect(await publish.publishOnServer({ method: 'DELETE', id: 'fourth' }, today)).toEqual({
        ok: false,
        status: 404,
        message: 'notFound',
      });
    });

    it('answers the protocol’s errors: missing fields, reserved slugs, a bad language', async () => {
      expect(await publish.publishOnServer({ id: 'x', title: 'T' }, today)).toMatchObject({ status: 400, message: 'missingFields' });
      expect(await publish.publishOnServer(article('tower-tarot-card'), today)).toMatchObject({
        status: 403,
        message: 'predefinedOverwrite',
      });
      expect(await publish.publishOnServer({ method: 'DELETE', id: 'carta-la-torre-tarot' }, today)).toMatchObject({ status: 403 });
      expect(await publish.publishOnServer({ ...article('fifth'), locale: 'fr' }, today)).toMatchObject({
        status: 400,
        message: 'invalidLocale',
      });
    });

    it('refuses what the store or the feed could not hold, whole, with a 400 and stores nothing', async () => {
      const refused = [
        [{ ...article('nul'), title: 'a\u0000b' }, 'controlCharacters'],
        [{ ...article('nul'), content: 'one\u0000two' }, 'controlCharacters'],
        [{ ...article('ctl'), title: 'A\u0001B' }, 'controlCharacters'],
        [{ ...article('deep'), content: '<span>'.repeat(5_000) }, 'nestedTooDeep'],
        [{ ...article('long'), content: '<'.repeat(499_000) }, 'contentTooLong'],
        [article('settings'), 'reservedId'],
        [{ ...article('ajustes'), locale: 'es' }, 'reservedId'],
      ] as const;
      for (const [request, message] of refused)
        expect(await publish.publishOnServer(request, today), message).toEqual({ ok: false, status: 400, message });
      for (const id of ['nul', 'ctl', 'deep', 'long', 'settings', 'ajustes']) expect(await store.articleLocales(id)).toEqual([]);
    });

    it('stores 100 publishes made at once, each whole', async () => {
      const outcomes = await Promise.all(Array.from({ length: 100 }, (_, i) => publish.publishOnServer(article(`burst-${i}`), today)));
      expect(outcomes.filter((outcome) => outcome.ok && outcome.action === 'publish' && outcome.created)).toHaveLength(100);
      const listed = (await store.serverArticles('en')).filter((entry) => entry.id.startsWith('burst-'));
      expect(listed).toHaveLength(100);
    });

    it('stores no script, handler or javascript: address', async () => {
      const content =
        '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>' +
        '<iframe src="https://evil.example"></iframe><svg><script>alert(4)</script></svg><a href="https://ok.example">ok</a></p>';
      await publish.publishOnServer({ ...article('xss'), content }, today);
      const stored = (await store.serverArticle('xss', 'en'))!.content;
      expect(stored).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<svg/i);
      expect(stored).toContain('href="https://ok.example"');
      expect(stored).toContain('rel="noopener noreferrer nofollow"');
    });
  });
}

describeStore('server articles in an SQLite file', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tarot-articles-'));
  return { env: { BLOG_DATABASE_FILE: path.join(dir, 'blog.db') }, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
});

describe.runIf(hasPostgres)('with PostgreSQL', () => {
  let server: PostgresServer;
  describeStore('server articles in PostgreSQL', async () => {
    server = await startPostgres();
    return { env: { DATABASE_URL: server.url }, cleanup: () => server.stop() };
  });
});

describe('when the database cannot be reached or written', () => {
  it('a publish is a 503 that says so, and start-up does not say publishing is on', async () => {
    const { publish } = await open({ BLOG_DATABASE_FILE: '/dev/null/blog.db', BLOG_PUBLISH_KEY: 'storage-test-key-0123456789abcdefgh' });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(await publish.publishOnServer(article('lost'), today)).toEqual({ ok: false, status: 503, message: 'storageUnavailable' });
      const { prepareArticles } = await import('@/lib/articles/startup');
      await prepareArticles();
      expect(logs.mock.calls.flat().join('\n')).not.toContain('publishing on');
      expect(errors.mock.calls.flat().join('\n')).toContain('could not be opened');
    } finally {
      errors.mockRestore();
      logs.mockRestore();
    }
  });
});

describe('wrong publish keys', () => {
  const key = 'the-right-key-0123456789abcdef0123456789';
  let publish: Publish;
  let database: Database;
  const dir = mkdtempSync(path.join(tmpdir(), 'tarot-keys-'));
  beforeAll(async () => {
    ({ publish, database } = await open({
      BLOG_DATABASE_FILE: path.join(dir, 'blog.db'),
      BLOG_PUBLISH_KEY: key,
      PUBLISH_FAILURE_LIMIT: '2',
    }));
  });
  afterAll(async () => {
    await database.closeArticleDatabase();
    rmSync(dir, { recursive: true, force: true });
    delete process.env.BLOG_PUBLISH_KEY;
    delete process.env.PUBLISH_FAILURE_LIMIT;
  });

  it('lock out the client that sends them, never the right key', async () => {
    const tries = [];
    for (let n = 0; n < 3; n++) tries.push((await publish.admitPublisher('Bearer wrong', '203.0.113.9')).ok);
    expect(tries).toEqual([false, false, false]);
    expect(await publish.admitPublisher('Bearer wrong', '203.0.113.9')).toMatchObject({ ok: false, reason: 'limited' });
    expect(await publish.admitPublisher(`Bearer ${key}`, '203.0.113.9')).toEqual({ ok: true });
    expect(await publish.admitPublisher('Bearer wrong', '198.51.100.1')).toEqual({ ok: false, reason: 'unauthorized' });
  });

  it('from rotating addresses, meet the site’s budget (ten clients’ worth)', async () => {
    const reasons = [];
    for (let n = 0; n < 25; n++) {
      const admission = await publish.admitPublisher('Bearer guess', `192.0.2.${n}`);
      reasons.push(admission.ok ? 'ok' : admission.reason);
    }
    expect(reasons.slice(-3)).toEqual(['limited', 'limited', 'limited']);
    expect(await publish.admitPublisher(`Bearer ${key}`, '192.0.2.99')).toEqual({ ok: true });
  });
});

describe.runIf(hasPostgres)('PostgreSQL down after a publish', () => {
  it('lists, feeds and article pages read their last good copy; a publish is a 503', async () => {
    const server = await startPostgres();
    const { store, publish, database } = await open({ DATABASE_URL: server.url });
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await publish.publishOnServer({ ...article('kept'), locale: 'es' }, today);
      const before = [await store.serverArticles('es'), await store.serverArticle('kept', 'es'), await store.serverArticleIndex()];
      server.stop();
      expect([await store.serverArticles('es'), await store.serverArticle('kept', 'es'), await store.serverArticleIndex()]).toEqual(before);
      // Never read before: the list without the server's articles, not an error.
      expect(await store.serverArticles('it')).toEqual([]);
      await expect(store.serverArticle('never-read', 'es')).rejects.toThrow();
      expect(await publish.publishOnServer(article('after'), today)).toEqual({ ok: false, status: 503, message: 'storageUnavailable' });
    } finally {
      warnings.mockRestore();
      errors.mockRestore();
      await database.closeArticleDatabase().catch(() => {});
    }
  }, 60_000);
});
