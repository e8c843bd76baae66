import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './tests/tools/browser.mjs';

// The config is evaluated again in every worker: ports are chosen once, here in the main process,
// and reach the workers through the environment.
const freePort = () => execFileSync(process.execPath, ['tests/tools/free-port.mjs']).toString().trim();
process.env.E2E_PORT ??= freePort();
process.env.FAKE_GEMINI_PORT ??= freePort();
process.env.TLS_PROXY_PORT ??= freePort();
// Every browser test is one client on loopback: its renders are not rationed (render-gate.load.spec.ts checks the budget).
process.env.RENDER_BURST ??= '1000000';

const baseURL = `http://localhost:${process.env.E2E_PORT}`;
/** The same server behind a TLS-terminating reverse proxy, as README's deployment puts it. */
const proxiedURL = `https://localhost:${process.env.TLS_PROXY_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 30_000,
  expect: { timeout: 8_000 },
  use: {
    baseURL,
    // Flows run as a visitor who asks for less motion sees them (and faster); specs whose subject is the motion itself
    // (the sky, the cards turning, the scroll to the reading, nothing jumping) ask for it back.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /(mobile|load|proxied)\.spec/ },
    // Through the TLS proxy: https, a forwarded Host and X-Forwarded-For, the server on 127.0.0.1.
    {
      name: 'behind-proxy',
      use: { ...devices['Desktop Chrome'], baseURL: proxiedURL, ignoreHTTPSErrors: true },
      testMatch: /proxied\.spec/,
    },
    // A 375 px phone, below the 768 px breakpoint.
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 } }, testMatch: /mobile\.spec/ },
    // Load on a server of its own, once the browsers are done, so it competes with nothing.
    { name: 'load', testMatch: /load\.spec/, dependencies: ['desktop', 'mobile', 'behind-proxy'] },
  ],
  webServer: [
    {
      command: 'node tests/fake-gemini/cli.mjs',
      url: `http://localhost:${process.env.FAKE_GEMINI_PORT}/__requests`,
      reuseExistingServer: false,
    },
    {
      // The production server of `npm run build` (npm test builds first), bound to loopback as
      // `npm start` binds it by default and as a server behind a reverse proxy is.
      command: 'node .next/standalone/server.mjs',
      url: baseURL,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: process.env.E2E_PORT,
        HOSTNAME: '127.0.0.1',
        GEMINI_API_KEY: 'e2e-key',
        GEMINI_BASE_URL: `http://localhost:${process.env.FAKE_GEMINI_PORT}`,
        GEMINI_MODEL: 'gemini-2.5-flash',
        // Every browser shares one loopback address; the limit itself is proven in load.spec.ts.
        READING_RATE_LIMIT: '10000',
        // The site-wide Gemini budget and a network's share of it are proven in tests/integration/spend.test.ts.
        GEMINI_CALL_LIMIT: '100000',
        GEMINI_CALLS_PER_NETWORK: '100000',
      },
    },
    {
      command: 'node tests/tools/tls-proxy.mjs',
      url: proxiedURL,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      env: { PROXY_PORT: process.env.TLS_PROXY_PORT, UPSTREAM: `http://127.0.0.1:${process.env.E2E_PORT}` },
    },
  ],
});
