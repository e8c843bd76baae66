// A throwaway PostgreSQL cluster on a free loopback port, for the server articles' tests. initdb
// refuses to run as root, so as root the cluster belongs to the unprivileged user that
// `npm run test:setup` creates.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const USER = 'tarot-test';

function binaries(): string | undefined {
  try {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    return versions
      .map((version) => `/usr/lib/postgresql/${version}/bin`)
      .find((bin) => spawnSync(`${bin}/initdb`, ['--version']).status === 0);
  } catch {
    return undefined;
  }
}

const bin = binaries();
export const hasPostgres = bin !== undefined;
if (!hasPostgres && process.env.CI) throw new Error('PostgreSQL is missing: run `npm run test:setup` first');

export interface PostgresServer {
  url: string;
  stop: () => void;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

function run(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const result = asRoot ? spawnSync('runuser', ['-u', USER, '--', command, ...args]) : spawnSync(command, args);
  if (result.status !== 0) throw new Error(`${path.basename(command)} failed: ${result.stderr?.toString() || result.stdout?.toString()}`);
}

export async function startPostgres(): Promise<PostgresServer> {
  if (!bin) throw new Error('PostgreSQL is missing: run `npm run test:setup` first');
  const dir = mkdtempSync(path.join(tmpdir(), 'tarot-pg-'));
  if (process.getuid?.() === 0) {
    const owner = spawnSync('id', ['-u', USER]).stdout.toString().trim();
    const group = spawnSync('id', ['-g', USER]).stdout.toString().trim();
    chownSync(dir, Number(owner), Number(group));
  }
  chmodSync(dir, 0o700);
  const data = path.join(dir, 'data');
  const port = await freePort();
  run(`${bin}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  run(`${bin}/pg_ctl`, ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(`${bin}/pg_ctl`, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
