import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Every end-to-end test runs under the site's real Content-Security-Policy: a console message
 * from the browser about a blocked script, style, font, image or request fails the test.
 */
export const test = base.extend<{ contentSecurityPolicyGuard: void; expectViolations: boolean; refusedHandlers: boolean }>({
  /** Set by the one test that provokes violations on purpose, to see the browser refuse them. */
  expectViolations: [false, { option: true }],
  /**
   * Set where hostile HTML is shown: Chromium reports `script-src-attr 'none'` as soon as the
   * sanitizer's inert parse meets an `onerror=…`, though nothing could run there; those reports
   * (the browser refusing the handler) are expected, any other violation still fails.
   */
  refusedHandlers: [false, { option: true }],
  contentSecurityPolicyGuard: [
    async ({ context, expectViolations, refusedHandlers }, use, testInfo) => {
      const violations: string[] = [];
      const refusedHandler = (text: string) => refusedHandlers && /inline event handler.*'script-src-attr 'none''/i.test(text);
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text()) && !refusedHandler(message.text())) violations.push(message.text());
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
