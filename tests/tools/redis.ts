// A throwaway redis-server on a free loopback port, for the tests of the shared rate-limit store.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';

export const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis && process.env.CI) throw new Error('redis-server is missing: run `npm run test:setup` first');

export interface RedisServer {
  url: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

export async function startRedis(): Promise<RedisServer> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill();
    await new Promise((resolve) => child.once('exit', resolve));
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    if (
      spawnSync('redis-cli', ['-p', String(port), 'ping'])
        .stdout?.toString()
        .trim() === 'PONG'
    ) {
      return { url: `redis://127.0.0.1:${port}`, process: child, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('redis-server did not start');
}
