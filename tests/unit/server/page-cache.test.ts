import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepsForGood, pageCache, pageKey, recordPage, servePage } from '@/lib/server/page-cache.mjs';

const asked = (headers: Record<string, string>, method = 'GET') => ({ method, headers }) as unknown as IncomingMessage;
const page = (body: string) => ({ headers: { etag: '"a"' }, body: Buffer.from(body) });

describe('which requests a kept page answers', () => {
  it('keys a plain GET of a page by the encoding it accepts and whether it came over https', () => {
    expect(pageKey(asked({ 'accept-encoding': 'gzip, deflate, br' }), '/faq')).toBe('gzip http /faq');
    expect(pageKey(asked({}), '/faq')).toBe('identity http /faq');
    expect(pageKey(asked({ 'x-forwarded-proto': 'https' }), '/faq')).toBe('identity https /faq');
  });

  it('never answers a query, Next’s own files, a HEAD or POST, or the router’s own requests', () => {
    expect(pageKey(asked({}), '/faq?x=1')).toBeUndefined();
    expect(pageKey(asked({}), '/_next/static/chunks/app.js')).toBeUndefined();
    expect(pageKey(asked({}, 'HEAD'), '/faq')).toBeUndefined();
    expect(pageKey(asked({}, 'POST'), '/faq')).toBeUndefined();
    for (const header of ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url']) {
      expect(pageKey(asked({ [header]: '1' }), '/faq'), header).toBeUndefined();
    }
  });

  it('keeps only HTML prerendered for good: a 200, a year’s cache, an ETag, no cookie', () => {
    const good = {
      'content-type': 'text/html; charset=utf-8',
      'x-nextjs-prerender': '1',
      etag: '"x"',
      'cache-control': 's-maxage=31536000',
    };
    expect(keepsForGood(200, good)).toBe(true);
    expect(keepsForGood(404, good)).toBe(false);
    expect(keepsForGood(200, { ...good, 'cache-control': 's-maxage=60, stale-while-revalidate=31535940' })).toBe(false);
    expect(keepsForGood(200, { ...good, 'content-type': 'text/x-component' })).toBe(false);
    expect(keepsForGood(200, { ...good, etag: undefined })).toBe(false);
    expect(keepsForGood(200, { ...good, 'x-nextjs-prerender': undefined })).toBe(false);
    expect(keepsForGood(200, { ...good, 'set-cookie': 'a=b' })).toBe(false);
  });
});

describe('the kept pages', () => {
  it('hold at most `maxBytes` of bodies, the least recently served dropped first', () => {
    const pages = pageCache(10);
    pages.set('a', page('1234'));
    pages.set('b', page('1234'));
    expect(pages.get('a')).toBeDefined();
    pages.set('c', page('1234'));
    expect([Boolean(pages.get('a')), Boolean(pages.get('b')), Boolean(pages.get('c')), pages.bytes]).toEqual([true, false, true, 8]);
    pages.set('huge', page('x'.repeat(11)));
    expect([pages.get('huge'), pages.size]).toEqual([undefined, 2]);
  });
});

describe('a page recorded as Next sends it, then served from memory', () => {
  const html = '<!DOCTYPE html><p>kept</p>'.repeat(50);
  let made = 0;
  let server: Server;
  let base = '';
  const pages = pageCache(1_000_000);
  // Next, as far as a kept page goes: headers set one by one and in writeHead, the body compressed in chunks.
  const next = (response: ServerResponse, path: string) => {
    made += 1;
    response.setHeader('x-nextjs-prerender', '1');
    response.setHeader('cache-control', path === '/fresh' ? 's-maxage=60' : 's-maxage=31536000');
    response.setHeader('link', '<http://example.test/wp-json/>; rel="https://api.w.org/"');
    const body = gzipSync(html);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: '"e1"', 'content-encoding': 'gzip' });
    response.write(body.subarray(0, 100));
    response.end(body.subarray(100));
  };
  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = request.url ?? '/';
      const key = pageKey(request, url);
      const kept = key && pages.get(key);
      if (kept) return servePage(request, response, kept);
      if (key) recordPage(response, (page) => pages.set(key, page));
      next(response, url);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      httpRequest(`${base}${path}`, { headers: { 'accept-encoding': 'gzip', ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });

  it('answers the second request with the same bytes and headers, without making it again', async () => {
    const first = await get('/');
    const second = await get('/');
    expect(made).toBe(1);
    expect(gunzipSync(second.body).toString()).toBe(html);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['content-length']).toBe(String(first.body.length));
    for (const name of ['etag', 'cache-control', 'content-type', 'content-encoding', 'x-nextjs-prerender']) {
      expect(second.headers[name], name).toEqual(first.headers[name]);
    }
    // What depends on the request is said again by the server around it, never kept.
    expect(second.headers.link).toBeUndefined();
  });

  it('says 304 to a client that holds the page', async () => {
    const answer = await get('/', { 'if-none-match': '"e1"' });
    expect([answer.status, answer.body.length, answer.headers.etag]).toEqual([304, 0, '"e1"']);
  });

  it('makes again a page Next will make again, and what the router asks for', async () => {
    const before = made;
    await get('/fresh');
    await get('/fresh');
    await get('/', { rsc: '1' });
    expect(made - before).toBe(3);
  });
});
