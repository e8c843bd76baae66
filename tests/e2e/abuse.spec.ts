import { readdir, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { contentSecurityPolicy } from '../../lib/security-headers';
import { startNext } from '../tools/server.mjs';
import { expect, test } from './fixtures';
import { catalogs } from './helpers';

// What one client can make the server do: every answer here is bounded in CPU, memory and disk,
// carries the site's headers and never is a 500.

/** A GET of a path exactly as written (no URL normalisation), as a raw client sends it. */
function rawGet(base: string, path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const call = httpRequest({ host: hostname, port, path, headers }, (answer) => {
      let body = '';
      answer.on('data', (chunk) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
    });
    call.on('error', reject);
    call.end();
  });
}

/** Files the server wrote under its build folder since `since` (ms), e.g. image or page caches. */
async function writtenSince(since: number) {
  const entries = await readdir('.next/standalone/.next', { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => `${entry.parentPath}/${entry.name}`);
  const times = await Promise.all(files.map(async (file) => ({ file, changed: (await stat(file)).mtimeMs })));
  return times.filter(({ changed }) => changed >= since).map(({ file }) => file);
}

test('a malformed percent-encoding is a 400 with the site’s headers, not a 500', async ({ baseURL }) => {
  for (const path of [
    '/%',
    '/%zz',
    '/%ff',
    '/r/%ff',
    '/es/%ff',
    '/og/r/en/%ff.png',
    '/_next/static/%ff',
    '/api/reading%ff',
    '/cards/%c0%af',
  ]) {
    const answer = await rawGet(baseURL!, path);
    expect(answer.status, path).toBe(400);
    expect(answer.headers['content-security-policy'], path).toBe(contentSecurityPolicy());
    expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    expect(answer.headers['x-frame-options'], path).toBe('DENY');
    expect(answer.body).toContain('percent-encoding');
  }
  // A bad byte in the query is the page's business, and the page ignores it.
  expect((await rawGet(baseURL!, '/?q=%ff')).status).toBe(200);
});

test('a server-action header is refused, quietly: this site has no server actions', async ({ baseURL }) => {
  const answer = await rawGet(baseURL!, '/', { 'next-action': '0123456789abcdef' });
  expect(answer.status).toBe(400);
  expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy());
});

test('the image optimizer is off: its URLs are 404s that write nothing', async ({ request }) => {
  const since = Date.now();
  for (const width of [640, 1200]) {
    const answer = await request.get(`/_next/image?url=${encodeURIComponent('/og/r/en/p012.png')}&w=${width}&q=75`);
    expect(answer.status()).toBe(404);
  }
  expect(await writtenSince(since)).toEqual([]);
});

test('a shared page is made once, then served from the bounded page cache, cacheable by a CDN, nothing on disk', async ({ request }) => {
  const since = Date.now();
  for (const path of ['/r/p2bk', '/es/tirada/p2bk', '/it/stesa/p2bk']) {
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    const cacheControl = first.headers()['cache-control']!;
    expect(cacheControl, path).toMatch(/(^|, )s-maxage=\d+/);
    expect(cacheControl, path).toMatch(/stale-while-revalidate=\d+/);
    expect(cacheControl, path).not.toMatch(/private|no-store/);
    const again = await request.get(path);
    expect(again.headers()['x-nextjs-cache'], path).toBe('HIT');
    expect(await again.text()).toBe(await first.text());
  }
  expect(await writtenSince(since)).toEqual([]);
});

test('the full reading, drawn from its URL alone, is cacheable by a CDN too', async ({ request }) => {
  const answer = await request.get('/es/lectura-completa?cards=the-star%2Cthe-moon%2Cthe-sun&type=past-present-future');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
});

test('an unknown path is its language’s prerendered 404, cacheable', async ({ request }) => {
  for (const [path, lang] of [
    ['/no-such-page-7', 'en'],
    ['/deep/no/such/page', 'en'],
    ['/es/no-existe-7', 'es'],
    ['/it/non/esiste', 'it'],
    ['/es/cartas/no-existe', 'es'],
    ['/r/zz', 'en'],
  ] as const) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    // From the page cache: a HIT, or STALE once the kept copy is older than its revalidate time.
    expect(answer.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/);
    expect(answer.headers()['cache-control'], path).toMatch(/s-maxage=\d+/);
    expect(answer.headers()['content-security-policy'], path).toBe(contentSecurityPolicy());
    expect(await answer.text(), path).toContain(catalogs[lang].NotFound.title);
  }
});

test.describe('on a server of its own', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test('preview images: a few drawn at once, a short line, 503 beyond it, and a budget of new images per client', async () => {
    const site = await startNext({ OG_RENDER_CONCURRENCY: '1', OG_RENDER_QUEUE: '2', OG_CLIENT_MISS_LIMIT: '12' });
    try {
      const codes = ['m01', 'm02', 'm03', 'm04', 'm05', 'm06', 'm07', 'm08', 'm09', 'm0a', 'm0b', 'm0c', 'm0d', 'm0e'];
      const answers = await Promise.all(codes.map((code) => fetch(`${site.url}/og/r/es/${code}.png`)));
      const statuses = answers.map((answer) => answer.status);
      // 12 new images allowed to this client, 2 over that budget; of the 12, one drawn at a time and
      // two in line (more only if the first was done before the last request came), the rest turned away.
      expect(statuses.filter((status) => status === 429)).toHaveLength(2);
      expect(statuses.filter((status) => status === 200 || status === 503)).toHaveLength(12);
      expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(6);
      for (const answer of answers.filter((answer) => answer.status !== 200)) {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(answer.headers.get('cache-control')).toBe('no-store');
      }
      // An image already made costs no budget.
      const made = codes[statuses.indexOf(200)];
      const again = await fetch(`${site.url}/og/r/es/${made}.png`);
      expect([again.status, again.headers.get('content-type')]).toEqual([200, 'image/png']);
    } finally {
      site.stop();
    }
  });

  test('pages rendered on request: two at a time, a short line, 503 beyond it, four places per client', async () => {
    const site = await startNext({});
    try {
      // 86 different morning-and-evening spreads: two different cards among the first ten.
      const codes = Array.from({ length: 90 }, (_, n) => [Math.floor(n / 9), n % 9])
        .flatMap(([first, second]) => (second! >= first! ? [`m${first}${second! + 1}`] : [`m${first}${second}`]))
        .slice(0, 86);
      const ask = (code: string, client?: string) =>
        fetch(`${site.url}/it/stesa/${code}`, client ? { headers: { 'x-forwarded-for': client } } : {});
      // Whole answers: a render holds its place until its page is sent.
      const read = async (answers: Promise<Response>[]) =>
        Promise.all(
          (await Promise.all(answers)).map(async (answer) => {
            await answer.text();
            return answer;
          }),
        );
      // Each from another client, as a proxy in front reports them.
      const answers = await read(codes.slice(0, 50).map((code, n) => ask(code, `192.0.2.${n}`)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(34);
      expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
      for (const answer of answers.filter((answer) => answer.status === 503)) {
        expect(answer.headers.get('retry-after')).toBe('2');
        expect(answer.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
      }
      // One client at once, in a line others have filled (so its places stay taken however fast the
      // machine): four places in the gate, the rest of its requests refused, nobody else's.
      const others = codes.slice(50, 76).map((code, n) => ask(code, `198.51.100.${n}`));
      await Promise.race(others);
      const mine = (await read(codes.slice(76).map((code) => ask(code)))).map((answer) => answer.status);
      expect(mine.filter((status) => status === 200).length).toBeLessThanOrEqual(4);
      expect(mine.filter((status) => status === 503).length).toBeGreaterThanOrEqual(6);
      expect((await read(others)).map((answer) => answer.status)).toEqual(Array(26).fill(200));
      // Made once, a page is served at once, outside the gate, however many ask.
      const again = await read(Array.from({ length: 40 }, () => ask(codes[statuses.indexOf(200)]!)));
      expect(again.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    } finally {
      site.stop();
    }
  });

  test('bound to a public address, clients are told apart by their own address, whatever they claim', async () => {
    const site = await startNext({ HOSTNAME: '0.0.0.0', READING_RATE_LIMIT: '3' });
    try {
      expect(site.output()).toContain('TRUSTED_PROXY_COUNT=0');
      const statuses = [];
      for (let n = 0; n < 5; n++) {
        const answer = await fetch(`${site.url}/api/reading`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${n}.7`, 'x-real-ip': `203.0.113.${n}` },
          body: JSON.stringify({ cards: ['the-sun'], type: 'quick-insight', locale: 'en' }),
        });
        statuses.push(answer.status);
        await answer.text();
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      site.stop();
    }
  });

  test('a body cut off or trickled neither fills the log nor holds the socket', async () => {
    const site = await startNext({});
    try {
      const { port } = new URL(site.url);
      const head = (length: number) =>
        `POST /api/reading HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{"cards":`;
      for (let n = 0; n < 5; n++) {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(head(1_000)));
        await new Promise((resolve) => setTimeout(resolve, 200));
        socket.destroy();
      }
      const started = Date.now();
      const answer = await new Promise<string>((resolve) => {
        let received = '';
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(head(1_000)));
        socket.on('data', (chunk) => (received += chunk));
        socket.on('close', () => resolve(received));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(40_000);
      expect(site.output()).not.toMatch(/aborted|Error/);
    } finally {
      site.stop();
    }
  });
});
