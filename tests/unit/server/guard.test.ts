import { describe, expect, it } from 'vitest';
import { boundedStaleness, isLoopback, refusal, renderedOnRequest, siteHeaders, withPeer } from '@/lib/server/guard.mjs';

describe('what the server refuses before Next', () => {
  it('refuses a path that is not valid percent-encoding with a 400', () => {
    for (const url of ['/%', '/%zz', '/%ff', '/r/%ff', '/api/reading%ff', '/cards/%c0%af', '/_next/static/%ff']) {
      expect(refusal({ url, headers: {} })?.status, url).toBe(400);
    }
  });

  it('lets valid encodings through, and leaves the query to the page', () => {
    for (const url of ['/', '/es/tirada/p012', '/cards/the%20fool', '/%C3%A9', '/?q=%ff', '/blog?x=%']) {
      expect(refusal({ url, headers: {} }), url).toBeNull();
    }
  });

  it('answers methods the site does not use with 405 and Allow, and lets its own through', () => {
    for (const method of ['TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'FOO']) {
      const refused = refusal({ method, url: '/api/reading', headers: {} });
      expect([refused?.status, refused?.headers?.allow], method).toEqual([405, 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS']);
      expect(refused?.message).toMatch(/not allowed/);
    }
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      expect(refusal({ method, url: '/', headers: {} })).toBeNull();
  });

  it('refuses server actions, which this site has none of', () => {
    expect(refusal({ url: '/', headers: { 'next-action': 'abc' } })?.status).toBe(400);
  });
});

describe('the client address chain', () => {
  it('appends the connecting address, as a proxy would', () => {
    expect(withPeer(undefined, '203.0.113.9')).toBe('203.0.113.9');
    expect(withPeer('forged, 198.51.100.1', '127.0.0.1')).toBe('forged, 198.51.100.1, 127.0.0.1');
    expect(withPeer(['a', 'b'], '::1')).toBe('a, b, ::1');
    expect(withPeer(' ', '::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(withPeer(undefined, undefined)).toBe('unknown');
  });

  it('knows a loopback bind', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', 'localhost'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '::', '192.168.1.5', 'example.org'].some(isLoopback)).toBe(false);
  });
});

describe('the headers of a refusal', () => {
  it('are the ones next.config.ts gives every path', () => {
    const manifest = {
      headers: [
        { source: '/:path*', has: [{ type: 'header' }], headers: [{ key: 'Strict-Transport-Security', value: 'max-age=1' }] },
        { source: '/api/:path*', headers: [{ key: 'Cache-Control', value: 'no-store' }] },
        { source: '/:path*', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
      ],
    };
    expect(siteHeaders(manifest)).toEqual({ 'X-Frame-Options': 'DENY' });
  });
});

describe('pages rendered on request', () => {
  it('are the URLs the build rewrites to a shared spread, an article, a full reading or a blog list page past the first', () => {
    const manifest = {
      rewrites: {
        beforeFiles: [],
        afterFiles: [
          { destination: '/en/full-reading', regex: '^/full-reading(?:/)?$' },
          { destination: '/shared/es/:code', regex: '^/es/tirada(?:/([a-z][0-9a-l]{1,5}))(?:/)?$' },
          { destination: '/articles/it/:articleId', regex: '^/it/blog(?:/([a-z0-9-]{1,200}))(?:/)?$' },
          { destination: '/blog-pages/es/:n', regex: '^/es/blog/pagina(?:/(\\d{1,4}))(?:/)?$' },
          { destination: '/en/faq', regex: '^/faq(?:/)?$' },
        ],
        fallback: [{ destination: '/en/unknown', regex: '^(?:/((?!_next/).*))(?:/)?$' }],
      },
    };
    const rendered = renderedOnRequest(manifest);
    expect(
      ['/full-reading?cards=the-sun&type=quick-insight', '/es/tirada/p012', '/it/blog/my-post', '/es/blog/pagina/3'].every(rendered),
    ).toBe(true);
    expect(['/faq', '/', '/es/tirada/zz', '/no-such-page'].some(rendered)).toBe(false);
  });
});

describe('cache headers of pages made again every few minutes', () => {
  it('lose the stale-while-revalidate a CDN would serve an old copy under', () => {
    expect(boundedStaleness('s-maxage=60, stale-while-revalidate=31535940')).toBe('s-maxage=60');
    expect(boundedStaleness('public, s-maxage=300, stale-while-revalidate=10')).toBe('public, s-maxage=300');
  });

  it('leave every other header as it is', () => {
    for (const value of [
      's-maxage=86400, stale-while-revalidate=31449600',
      'no-store',
      'public, max-age=0, must-revalidate',
      's-maxage=31536000',
    ]) {
      expect(boundedStaleness(value)).toBe(value);
    }
  });
});
