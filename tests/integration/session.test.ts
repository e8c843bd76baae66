// The editor's session route called as the server calls it (real Requests, the real lockout in
// memory, a real SQLite file): signing in with the publish key, the cookie it answers with, the
// refusals every door gives, signing out, and a new key revoking every session.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import es from '@/messages/es.json';
import en from '@/messages/en.json';

const KEY = 'integration-publish-key-0123456789abcdef';
const SITE = 'http://localhost:3000';
type Session = typeof import('@/app/api/blog/session/route');
type Articles = typeof import('@/app/api/blog/articles/route');
type Database = typeof import('@/lib/articles/database');

let dir = '';
/** Fresh route modules over this environment (the server config and the lockout are read once per module). */
async function open(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  return {
    session: (await import('@/app/api/blog/session/route')) as Session,
    articles: (await import('@/app/api/blog/articles/route')) as Articles,
    database: (await import('@/lib/articles/database')) as Database,
  };
}

/** A request from a browser on the site's own page, from `client` (as our proxy reports it). */
function request(method: string, options: { key?: unknown; body?: string; client?: string; headers?: Record<string, string> } = {}) {
  const { client = '203.0.113.1', headers = {} } = options;
  const body = options.body ?? (options.key === undefined ? undefined : JSON.stringify({ key: options.key }));
  return new Request(`${SITE}/api/blog/session`, {
    method,
    body,
    headers: {
      'x-forwarded-for': `${client}, 127.0.0.1`,
      'sec-fetch-site': 'same-origin',
      origin: SITE,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...headers,
    },
  });
}

const cookieOf = (answer: Response) => answer.headers.get('set-cookie') ?? '';
const tokenOf = (answer: Response) => /^blogSession=([^;]*)/.exec(cookieOf(answer))?.[1] ?? '';
const withCookie = (token: string, client = '203.0.113.1') => ({ client, headers: { cookie: `theme=dark; blogSession=${token}` } });

describe('the session route', () => {
  let m: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tarot-session-'));
    m = await open({
      BLOG_PUBLISH_KEY: KEY,
      PUBLISH_FAILURE_LIMIT: '3',
      TRUSTED_PROXY_COUNT: '1',
      BLOG_DATABASE_FILE: path.join(dir, 'blog.db'),
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
    });
  });
  afterAll(async () => {
    await m.database.closeArticleDatabase();
    rmSync(dir, { recursive: true, force: true });
  });

  it('says, uncached, that publishing is on and this browser is not signed in', async () => {
    const answer = await m.session.GET(request('GET'));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ enabled: true, signedIn: false });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('signs in with the right key: an HttpOnly, SameSite=Strict session cookie for 12 hours, and the key nowhere in the answer', async () => {
    const answer = await m.session.POST(request('POST', { key: ` ${KEY}\n` }));
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({ enabled: true, signedIn: true });
    expect(text).not.toContain(KEY);
    expect(cookieOf(answer)).toMatch(/^blogSession=v1\.[\w.-]+; Path=\/; Max-Age=43200; HttpOnly; SameSite=Strict$/);
    expect(cookieOf(answer)).not.toContain(KEY);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const status = await m.session.GET(request('GET', withCookie(tokenOf(answer))));
    expect(await status.json()).toEqual({ enabled: true, signedIn: true });
  });

  it('marks the cookie Secure when the visitor came over TLS: through the trusted proxy, or an https URL', async () => {
    const proxied = await m.session.POST(
      request('POST', { key: KEY, headers: { 'x-forwarded-proto': 'https', origin: 'https://localhost:3000' } }),
    );
    expect(proxied.status).toBe(200);
    expect(cookieOf(proxied)).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    const direct = new Request('https://tarot.example/api/blog/session', {
      method: 'POST',
      body: JSON.stringify({ key: KEY }),
      headers: { 'content-type': 'application/json', origin: 'https://tarot.example' },
    });
    expect(cookieOf(await m.session.POST(direct))).toMatch(/; Secure$/);
  });

  it('refuses a wrong key with 401 in the visitor’s language, counts it, and answers 429 past the limit; the right key still passes', async () => {
    const client = '198.51.100.7';
    const wrong = await m.session.POST(request('POST', { key: 'not-the-key', client, headers: { 'accept-language': 'es-ES,es;q=0.9' } }));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: es.BlogApi.wrongKey });
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect((await m.session.POST(request('POST', { key: 'still-wrong', client }))).status).toBe(401);
    expect((await m.session.POST(request('POST', { key: 'wrong-again', client }))).status).toBe(401);
    const limited = await m.session.POST(request('POST', { key: 'one-more', client }));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: en.BlogApi.tooManyAttempts });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const right = await m.session.POST(request('POST', { key: KEY, client }));
    expect([right.status, cookieOf(right).startsWith('blogSession=v1.')]).toEqual([200, true]);
  });

  it('refuses other sites’ pages and anything but a JSON body with a key, never with a 5xx', async () => {
    const cases: [Request, number][] = [
      [request('POST', { key: KEY, headers: { origin: 'https://evil.example' } }), 403],
      [request('POST', { key: KEY, headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } }), 403],
      [request('POST', { key: KEY, headers: { 'sec-fetch-site': 'same-site' } }), 403],
      [request('POST', { key: KEY, headers: { 'content-type': 'text/plain' } }), 415],
      [request('POST', { body: `key=${KEY}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415],
      [request('POST', { body: '{"key":' }), 400],
      [request('POST', { key: 42 }), 400],
      [request('POST', { key: '   ' }), 400],
      [request('POST', { body: '[]' }), 400],
      [request('POST', { body: JSON.stringify({ key: 'x'.repeat(5000) }) }), 413],
    ];
    for (const [index, [refused, status]] of cases.entries()) {
      const answer = await m.session.POST(refused);
      expect(answer.status, `case ${index}`).toBe(status);
      expect(answer.headers.get('set-cookie')).toBeNull();
      expect(typeof (await answer.json()).error).toBe('string');
    }
    expect(await (await m.session.POST(request('POST', { key: 42, headers: { 'accept-language': 'it' } }))).json()).toEqual({
      error: (await import('@/messages/it.json')).BlogApi.keyMissing,
    });
  });

  it('clears a cookie that no longer proves the key, and counts it as a wrong key', async () => {
    const client = '192.0.2.44';
    const forged = await m.session.GET(request('GET', withCookie(`v1.9999999999.${'A'.repeat(22)}.${'B'.repeat(43)}`, client)));
    expect(await forged.json()).toEqual({ enabled: true, signedIn: false });
    expect(cookieOf(forged)).toMatch(/^blogSession=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict$/);
    // One stale cookie and two wrong keys make three: the limit.
    await m.session.POST(request('POST', { key: 'wrong', client }));
    await m.session.POST(request('POST', { key: 'wrong', client }));
    expect((await m.session.POST(request('POST', { key: 'wrong', client }))).status).toBe(429);
  });

  it('signs out from the site’s own pages only, clearing the cookie', async () => {
    const token = tokenOf(await m.session.POST(request('POST', { key: KEY })));
    const foreign = await m.session.DELETE(
      request('DELETE', { ...withCookie(token), headers: { ...withCookie(token).headers, origin: 'https://evil.example' } }),
    );
    expect(foreign.status).toBe(403);
    const out = await m.session.DELETE(request('DELETE', withCookie(token)));
    expect(await out.json()).toEqual({ enabled: true, signedIn: false });
    expect(cookieOf(out)).toMatch(/^blogSession=; Path=\/; Max-Age=0;/);
  });

  it('lets only a signed-in editor list the server’s articles', async () => {
    const listing = (options: Parameters<typeof request>[1]) =>
      m.articles.GET(new Request(`${SITE}/api/blog/articles`, { headers: request('GET', options).headers }));
    const anonymous = await listing({ client: '192.0.2.90', headers: { 'accept-language': 'it' } });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: (await import('@/messages/it.json')).BlogApi.notSignedIn });
    const token = tokenOf(await m.session.POST(request('POST', { key: KEY })));
    const listed = await listing(withCookie(token));
    expect([listed.status, await listed.json()]).toEqual([200, { articles: [] }]);
    const one = await m.articles.GET(
      new Request(`${SITE}/api/blog/articles?id=missing&lang=es`, { headers: request('GET', withCookie(token)).headers }),
    );
    expect(one.status).toBe(404);
    const half = await m.articles.GET(
      new Request(`${SITE}/api/blog/articles?id=missing`, { headers: request('GET', withCookie(token)).headers }),
    );
    expect(half.status).toBe(400);
  });

  it('ends every session when the key changes, and says publishing is off without one', async () => {
    const token = tokenOf(await m.session.POST(request('POST', { key: KEY })));
    await m.database.closeArticleDatabase();
    m = await open({ BLOG_PUBLISH_KEY: `${KEY}-rotated` });
    const old = await m.session.GET(request('GET', withCookie(token, '192.0.2.120')));
    expect(await old.json()).toEqual({ enabled: true, signedIn: false });
    expect(cookieOf(old)).toContain('Max-Age=0');
    m = await open({ BLOG_PUBLISH_KEY: undefined });
    expect(await (await m.session.GET(request('GET'))).json()).toEqual({ enabled: false, signedIn: false });
    const off = await m.session.POST(request('POST', { key: KEY }));
    expect([off.status, (await off.json()).error]).toEqual([501, en.BlogApi.deskOff]);
  });
});
