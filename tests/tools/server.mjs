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

/** The address a client dials for a bind address: loopback for the wildcard and unset. */
function dialHost(hostname) {
  if (hostname === undefined || hostname === '0.0.0.0' || hostname === '::') return '127.0.0.1';
  return hostname.includes(':') ? `[${hostname}]` : hostname;
}

/**
 * @param {Record<string, string | undefined>} [env] HOSTNAME: undefined starts the server with no bind address set
 */
export async function startNext(env = {}) {
  const port = await freePort();
  // As `npm start` runs it (MALLOC_ARENA_MAX: README, configuration).
  const childEnv = { ...process.env, MALLOC_ARENA_MAX: '2', HOSTNAME: '127.0.0.1', PORT: String(port), ...env };
  for (const [name, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[name];
  const child = spawn(process.execPath, ['.next/standalone/server.mjs'], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
  }
  const url = `http://${dialHost(childEnv.HOSTNAME)}:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  if (await answering(url)) return { url, port, pid: child.pid, stop, output: () => output };
  stop();
  throw new Error('the server did not answer within 30 s (did you run `npm run build`?)');
}

/** Whether a server at `url` answers within 30 s (it is polled every 250 ms). */
export async function answering(url) {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
