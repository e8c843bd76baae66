import { expect, test } from '@playwright/test';
import { startNext } from '../tools/server.mjs';

// The publish page is the one URL behind proxy.ts, which rewrites it to an internal page. That
// rewrite must stay internal whatever address the server binds, also when a TLS proxy in front
// says X-Forwarded-Proto: https, and the blog key in its URL must never reach a log line.
const KEY = 'f00dfeed0123456789abcdeff00dfeed';
test.describe.configure({ mode: 'serial', timeout: 90_000 });

for (const hostname of ['127.0.0.1', '::1', '0.0.0.0', 'localhost', undefined]) {
  test(`bound to ${hostname ?? 'no address (HOSTNAME unset)'}: the publish page answers, also over https`, async () => {
    const site = await startNext({ HOSTNAME: hostname });
    try {
      const overHttps: Record<string, string> = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };
      for (const headers of [{}, overHttps]) {
        const response = await fetch(`${site.url}/api/blog/publish?apiKey=${KEY}`, { headers, redirect: 'manual' });
        expect(response.status, JSON.stringify(headers)).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(response.headers.get('referrer-policy')).toBe('no-referrer');
        const html = await response.text();
        expect(html).toContain('<meta name="robots" content="noindex');
        expect(html).toContain('lang="en"');
      }
      const post = await fetch(`${site.url}/api/blog/publish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ id: 'a', title: 'T', content: 'C' }),
      });
      expect(post.status).toBe(501);
      // The instructions point at the public origin (SITE_URL), never at the bind address.
      expect((await post.json()).message).toContain('http://localhost:3000/api/blog/publish?apiKey=YOUR_KEY');
      expect(site.output()).not.toContain(KEY);
      expect(site.output()).not.toMatch(/Failed to proxy|EPROTO/);
    } finally {
      site.stop();
    }
  });
}
