import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Every end-to-end test runs under the site's real Content-Security-Policy: a console message
 * from the browser about a blocked script, style, font, image or request fails the test.
 */
export const test = base.extend<{ contentSecurityPolicyGuard: void; expectViolations: boolean }>({
  /** Set by the one test that provokes violations on purpose, to see the browser refuse them. */
  expectViolations: [false, { option: true }],
  contentSecurityPolicyGuard: [
    async ({ context, expectViolations }, use, testInfo) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      context.on('weberror', (error) => {
        if (/Content Security Policy/i.test(error.error().message)) violations.push(error.error().message);
      });
      await use();
      if (violations.length && !expectViolations) {
        testInfo.annotations.push({ type: 'csp', description: violations.join('\n') });
        throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
      }
    },
    { auto: true },
  ],
});
