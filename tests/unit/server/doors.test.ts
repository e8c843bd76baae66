import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiRootLink, changesArticles, doorUrl, freshPaths } from '@/lib/server/guard.mjs';
import { provesGhostKey } from '@/lib/articles/doors/ghost-token';
import { postFields, wpListSchema, wpPostSchema } from '@/lib/articles/doors/wordpress-schema';
import { ghostFields, tagLocale } from '@/lib/articles/doors/ghost-json';

describe('the WordPress and Ghost doors at the server', () => {
  it('drop the trailing slash their clients send, only under the doors', () => {
    expect(doorUrl('/wp-json/')).toBe('/wp-json');
    expect(doorUrl('/ghost/api/admin/posts/?source=html')).toBe('/ghost/api/admin/posts?source=html');
    expect(doorUrl('/blog/')).toBe('/blog/');
    expect(doorUrl('/')).toBe('/');
  });

  it('count a write through either door as a change to the articles, as one to the blog API (it waits for a refresh in flight)', () => {
    expect(changesArticles('POST', '/wp-json/wp/v2/posts')).toBe(true);
    expect(changesArticles('PUT', '/ghost/api/admin/posts/abc')).toBe(true);
    expect(changesArticles('DELETE', '/api/blog/articles/moon')).toBe(true);
    expect(changesArticles('GET', '/wp-json/wp/v2/posts')).toBe(false);
    expect(changesArticles('POST', '/api/reading')).toBe(false);
  });

  it('say where the API is on the origin the request came to, and trust forwarded names only behind a proxy', () => {
    expect(apiRootLink({ host: '127.0.0.1:3000' }, 0)).toBe('<http://127.0.0.1:3000/wp-json/>; rel="https://api.w.org/"');
    const proxied = { host: '127.0.0.1:3000', 'x-forwarded-host': 'tarot.example', 'x-forwarded-proto': 'https' };
    expect(apiRootLink(proxied, 1)).toBe('<https://tarot.example/wp-json/>; rel="https://api.w.org/"');
    expect(apiRootLink(proxied, 0)).toBe('<http://127.0.0.1:3000/wp-json/>; rel="https://api.w.org/"');
    expect(apiRootLink({ host: 'evil>; rel=x' }, 0)).toBeNull();
  });
});

describe('WordPress fields', () => {
  it('take text or { raw }, a status, the language as a category or lang, and refuse two languages', () => {
    const input = wpPostSchema.parse({ title: { raw: 'T' }, content: 'C', status: 'future', categories: '2', date: '2026-01-02T10:00:00' });
    expect(postFields(input)).toEqual({
      ok: true,
      fields: { title: 'T', content: 'C', excerpt: undefined, slug: undefined, status: 'publish', date: '2026-01-02', locale: 'es' },
    });
    expect(postFields(wpPostSchema.parse({ categories: [2, 3] }))).toEqual({ ok: false, param: 'categories' });
    expect(postFields(wpPostSchema.parse({ categories: [9] }))).toEqual({ ok: false, param: 'categories' });
    expect(postFields(wpPostSchema.parse({ date: 'tomorrow' }))).toEqual({ ok: false, param: 'date' });
    expect(wpPostSchema.safeParse({ status: 'gone' }).success).toBe(false);
    expect(wpListSchema.safeParse({ per_page: '101' }).success).toBe(false);
    expect(wpListSchema.parse({})).toMatchObject({ page: 1, per_page: 10, status: ['publish'] });
  });
});

describe('Ghost tokens', () => {
  const secret = 'ab'.repeat(32);
  const sign = (header: object, payload: object, key = secret) => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const body = `${part(header)}.${part(payload)}`;
    return `Ghost ${body}.${createHmac('sha256', Buffer.from(key, 'hex')).update(body).digest('base64url')}`;
  };
  const now = 1_800_000_000_000;
  const iat = now / 1000;
  const header = { alg: 'HS256', typ: 'JWT', kid: '0123456789abcdef01234567' };

  it('are taken when signed with the key for an Admin audience, for five minutes at most', () => {
    expect(provesGhostKey(sign(header, { iat, exp: iat + 300, aud: '/admin/' }), secret, now)).toBe(true);
    expect(provesGhostKey(sign(header, { iat, exp: iat + 300, aud: '/v3/admin/' }), secret, now)).toBe(true);
    expect(provesGhostKey(sign(header, { iat, exp: iat + 300, aud: '/admin/' }, 'cd'.repeat(32)), secret, now)).toBe(false);
    expect(provesGhostKey(sign(header, { iat, exp: iat + 3600, aud: '/admin/' }), secret, now)).toBe(false);
    expect(provesGhostKey(sign(header, { iat: iat - 600, exp: iat - 300, aud: '/admin/' }), secret, now)).toBe(false);
    expect(provesGhostKey(sign(header, { iat, exp: iat + 300, aud: '/content/' }), secret, now)).toBe(false);
    expect(provesGhostKey(sign({ ...header, alg: 'none' }, { iat, exp: iat + 300, aud: '/admin/' }), secret, now)).toBe(false);
    expect(provesGhostKey('Ghost a.b.c', secret, now)).toBe(false);
    // A key that is not 64 hexadecimal characters signs nothing here.
    expect(provesGhostKey(sign(header, { iat, exp: iat + 300, aud: '/admin/' }), 'k'.repeat(64), now)).toBe(false);
  });

  it('name the language by tag: es or it, none is English, two is no language', () => {
    expect(tagLocale([])).toBe('en');
    expect(tagLocale(['es', 'Tarot'])).toBe('es');
    expect(tagLocale([{ name: 'Italiano' }])).toBe('it');
    expect(tagLocale(['es', { slug: 'it' }])).toBeUndefined();
  });

  it('take an empty html as no change of content (n8n sends one with every update), and refuse content in lexical alone', () => {
    expect(ghostFields({ title: 'T', html: '' })).toMatchObject({ ok: true, fields: { title: 'T', content: undefined } });
    expect(ghostFields({ lexical: '{}' })).toEqual({ ok: false, property: 'html' });
    expect(ghostFields({ tags: ['es', 'it'] })).toEqual({ ok: false, property: 'tags' });
  });
});

describe('the pages made again at start and every minute', () => {
  it('are the prerendered pages revalidated within 300 s, by their public path', () => {
    const prerender = {
      routes: {
        '/en/blog': { initialRevalidateSeconds: 60 },
        '/es/blog': { initialRevalidateSeconds: 60 },
        '/feeds/en': { initialRevalidateSeconds: 60 },
        '/sitemap.xml': { initialRevalidateSeconds: 60 },
        '/en/cards': { initialRevalidateSeconds: false as const },
        '/shared/en/x': { initialRevalidateSeconds: 86_400 },
      },
    };
    const rewrites = {
      afterFiles: [
        { source: '/blog', destination: '/en/blog' },
        { source: '/blog/feed.xml', destination: '/feeds/en' },
        { source: '/blog/page/:n', destination: '/blog-pages/en/:n' },
      ],
    };
    expect(freshPaths(prerender, { rewrites })).toEqual(['/blog', '/es/blog', '/blog/feed.xml', '/sitemap.xml']);
  });
});
