import { contentSecurityPolicy } from '../../lib/security-headers';
import { expect, test } from './fixtures';

const expected = {
  'content-security-policy': contentSecurityPolicy(),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

for (const [path, method] of [
  ['/', 'GET'],
  ['/es/tarot-amor', 'GET'],
  ['/blog/tower-tarot-card', 'GET'],
  ['/api/blog/publish', 'GET'],
  ['/api/reading', 'POST'],
  ['/robots.txt', 'GET'],
  ['/icon.svg', 'GET'],
  ['/no-such-page', 'GET'],
] as const) {
  test(`${method} ${path} carries the security headers`, async ({ request }) => {
    const response = method === 'POST' ? await request.post(path, { data: {} }) : await request.get(path);
    expect(response.status()).toBeLessThan(500);
    const headers = response.headers();
    // The publish page's URL carries the blog key: it is never sent on as a referrer.
    expect(headers).toMatchObject({ ...expected, ...(path === '/api/blog/publish' && { 'referrer-policy': 'no-referrer' }) });
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toBeUndefined();
  });
}

test('the policy allows only this origin, with images also from https', () => {
  const policy: Record<string, string[]> = Object.fromEntries(
    contentSecurityPolicy()
      .split('; ')
      .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
  );
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['script-src']).not.toContain("'unsafe-eval'");
  for (const directive of ['script-src', 'style-src', 'font-src', 'connect-src']) {
    expect(
      policy[directive]!.every((source) => source.startsWith("'")),
      directive,
    ).toBe(true);
  }
  expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'self'"]);
  // Inline event handlers never run, whatever reaches the markup.
  expect(policy['script-src-attr']).toEqual(["'none'"]);
});

test('nothing under /api/ is cached, and the key-bearing publish URL is never stored', async ({ request }) => {
  const answers = [
    await request.get('/api/blog/publish?apiKey=0123456789abcdef0123456789abcdef'),
    await request.head('/api/blog/publish?apiKey=0123456789abcdef0123456789abcdef'),
    await request.post('/api/blog/publish', { data: { id: 'a', title: 'T', content: 'C' } }),
    await request.post('/api/reading', { data: { cards: ['the-sun'], type: 'quick-insight', locale: 'en' } }),
    await request.post('/api/reading', { data: 'x', headers: { 'content-type': 'text/plain' } }),
    await request.get('/api/reading'),
    await request.delete('/api/blog/publish'),
    await request.get('/api/no-such-route'),
  ];
  expect(answers.map((answer) => answer.status())).toEqual([200, 200, 501, 200, 415, 405, 405, 404]);
  for (const answer of answers) expect(answer.headers()['cache-control'], answer.url()).toBe('no-store');
  expect(answers[0]!.headers()['referrer-policy']).toBe('no-referrer');
});

test('HSTS is sent when the request reached the proxy over https', async ({ request }) => {
  const response = await request.get('/faq', { headers: { 'x-forwarded-proto': 'https' } });
  expect(response.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
});

test.describe(() => {
  test.use({ expectViolations: true });

  test('the browser enforces the policy: a script or a request to another host is refused', async ({ page }) => {
    await page.goto('/faq');
    const outcome = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective));
      const script = document.createElement('script');
      script.src = 'https://cdn.example.com/tracker.js';
      const blocked = new Promise<boolean>((resolve) => {
        script.onerror = () => resolve(true);
        script.onload = () => resolve(false);
      });
      document.head.append(script);
      const scriptBlocked = await blocked;
      const fetchBlocked = await fetch('https://api.example.com/collect').then(
        () => false,
        () => true,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { scriptBlocked, fetchBlocked, violations };
    });
    expect(outcome.scriptBlocked).toBe(true);
    expect(outcome.fetchBlocked).toBe(true);
    expect(outcome.violations).toEqual(expect.arrayContaining(['script-src-elem', 'connect-src']));
  });

  test('an inline event handler that reaches the page does not run', async ({ page }) => {
    await page.goto('/faq');
    const ran = await page.evaluate(async () => {
      const image = document.createElement('img');
      image.setAttribute('onerror', 'window.handlerRan = true');
      image.src = '/no-such-image.png';
      document.body.append(image);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return (window as Window & { handlerRan?: boolean }).handlerRan ?? false;
    });
    expect(ran).toBe(false);
  });
});

test('a method the site does not use is a 405 with Allow, before Next sees it', async ({ baseURL }) => {
  const { request } = await import('node:http');
  for (const [method, path] of [
    ['TRACE', '/api/reading'],
    ['TRACE', '/'],
    ['PROPFIND', '/blog'],
  ] as const) {
    const answer = await new Promise<{ status?: number; allow?: string; body: string }>((resolve, reject) => {
      const sent = request(new URL(path, baseURL), { method }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode, allow: response.headers.allow, body }));
      });
      sent.on('error', reject);
      sent.end();
    });
    expect(answer, `${method} ${path}`).toMatchObject({ status: 405, allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' });
    expect(answer.body).toMatch(/not allowed/);
  }
});

test('a prerendered page is answered the same from memory, with what depends on the request said again', async ({ request }) => {
  const first = await request.get('/faq');
  const again = await request.get('/faq');
  expect(again.status()).toBe(200);
  expect(await again.text()).toBe(await first.text());
  expect(again.headers()).toMatchObject({ ...expected, etag: first.headers().etag, 'content-type': 'text/html; charset=utf-8' });
  // Kept whole, it is sent with its length rather than streamed.
  expect(again.headers()['content-length']).toMatch(/^\d+$/);
  const held = await request.get('/faq', { headers: { 'if-none-match': first.headers().etag! } });
  expect(held.status()).toBe(304);
  // HSTS follows each request's scheme, and the home names the WordPress API each time.
  const overHttps = { headers: { 'x-forwarded-proto': 'https' } };
  for (const answer of [await request.get('/faq', overHttps), await request.get('/faq', overHttps)]) {
    expect(answer.headers()['strict-transport-security']).toBeDefined();
  }
  expect((await request.get('/faq')).headers()['strict-transport-security']).toBeUndefined();
  for (const answer of [await request.get('/'), await request.get('/')]) expect(answer.headers().link).toContain('/wp-json/');
});
