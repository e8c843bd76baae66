// The Chromium the tests and the benchmark drive.
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium when present (Playwright cannot download browsers on these machines),
 * Playwright's own browser otherwise; CHROMIUM_PATH overrides both.
 * @returns {string | undefined}
 */
export function chromiumExecutable() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
