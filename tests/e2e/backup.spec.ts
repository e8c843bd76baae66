// README's backups, as an operator takes them: stop the server, copy the database file, count; or,
// while it runs, VACUUM INTO (what `sqlite3 … ".backup …"` also gives).
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'libsql';
import { expect, test } from './fixtures';
import { startNext } from '../tools/server.mjs';

const KEY = 'e2e-backup-publish-key-0123456789abcdef';
const ARTICLES = 120;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const count = (file: string) => {
  const database = new Database(file, { readonly: true });
  try {
    return (database.prepare('select count(*) as n from articles').get() as { n: number }).n;
  } finally {
    database.close();
  }
};

async function publishMany(url: string, prefix: string) {
  for (let i = 0; i < ARTICLES; i++) {
    const answer = await fetch(`${url}/api/blog/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
      body: JSON.stringify({ id: `${prefix}-${i}`, title: `Article ${i}`, content: `<p>${'Words. '.repeat(200)}</p>` }),
    });
    expect(answer.status).toBe(201);
  }
}

test('stop → copy the file alone → every acknowledged article is in the copy', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tarot-e2e-backup-'));
  const file = path.join(dir, 'blog.db');
  try {
    const site = await startNext({ BLOG_PUBLISH_KEY: KEY, BLOG_DATABASE_FILE: file });
    await publishMany(site.url, 'stopped');
    site.stop();
    await expect.poll(() => existsSync(`/proc/${site.pid}`), { timeout: 10_000 }).toBe(false);
    // The server wrote its WAL back into the file on the way out.
    expect(existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0).toBe(0);
    const copy = path.join(dir, 'copy.db');
    copyFileSync(file, copy);
    expect(count(copy)).toBe(ARTICLES);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('while it runs, VACUUM INTO gives a whole copy', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tarot-e2e-backup-'));
  const file = path.join(dir, 'blog.db');
  const site = await startNext({ BLOG_PUBLISH_KEY: KEY, BLOG_DATABASE_FILE: file });
  try {
    await publishMany(site.url, 'running');
    const copy = path.join(dir, 'live.db');
    const live = new Database(file);
    live.exec(`vacuum into '${copy}'`);
    live.close();
    expect(count(copy)).toBe(ARTICLES);
  } finally {
    site.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
