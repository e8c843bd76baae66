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
    expect(headers).toMatchObject(expected);
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toBeUndefined();
  });
}

test('the policy allows only this origin, with images also from https', () => {
  const policy: Record<string, string[]> = Object.fromEntries(contentSecurityPolicy().split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['script-src']).not.toContain("'unsafe-eval'");
  for (const directive of ['script-src', 'style-src', 'font-src', 'connect-src']) {
    expect(policy[directive]!.every((source) => source.startsWith("'")), directive).toBe(true);
  }
  expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'self'"]);
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
});
