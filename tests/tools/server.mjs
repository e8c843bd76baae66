// Starts the production server on a free port (after `npm run build`) and resolves when it answers.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @param {Record<string, string>} [env] */
export async function startNext(env = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['.next/standalone/server.js'], {
    env: { ...process.env, HOSTNAME: '0.0.0.0', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      await fetch(url);
      return { url, stop: () => process.kill(-child.pid, 'SIGTERM') };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  process.kill(-child.pid, 'SIGTERM');
  throw new Error('the server did not answer within 30 s (did you run `npm run build`?)');
}
