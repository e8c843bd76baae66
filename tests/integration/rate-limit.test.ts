import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type AddressInfo } from 'node:net';
import { clientKey, createRateLimiter, retryAfter } from '@/lib/api/rate-limit';

const request = (headers: Record<string, string>) => new Request('http://localhost/api/reading', { method: 'POST', headers });

describe('clientKey', () => {
  it('takes the address the nearest proxy appended, not what the client claimed', () => {
    expect(clientKey(request({ 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientKey(request({ 'x-forwarded-for': '1.2.3.4, 5.6.7.8, 203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientKey(request({ 'x-forwarded-for': 'spoofed, 203.0.113.9, 10.0.0.2' }), 2)).toBe('203.0.113.9');
  });

  it('falls back to X-Real-IP, then to one shared key', () => {
    expect(clientKey(request({ 'x-real-ip': '198.51.100.7' }))).toBe('198.51.100.7');
    expect(clientKey(request({ 'x-forwarded-for': ' , ' }))).toBe('anonymous');
    expect(clientKey(request({}))).toBe('anonymous');
    expect(clientKey(request({ 'x-forwarded-for': '203.0.113.9' }), 5)).toBe('203.0.113.9');
  });
});

describe('the memory store', () => {
  it('lets a client make its budget of requests, then says how long to wait', async () => {
    const limiter = createRateLimiter({ points: 3, durationSeconds: 60, keyPrefix: 'memory-test' });
    const answers = [];
    for (let n = 0; n < 5; n++) answers.push(await retryAfter(limiter, 'client-a'));
    expect(answers.slice(0, 3)).toEqual([null, null, null]);
    expect(answers[3]).toBeGreaterThanOrEqual(59);
    expect(answers[4]).toBeLessThanOrEqual(60);
    expect(await retryAfter(limiter, 'client-b')).toBeNull();
  });
});

// The store several instances share (README, scaling out): a real redis-server on a free port.
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis && process.env.CI) throw new Error('redis-server is missing: run `npm run test:setup` first');

describe.skipIf(!hasRedis)('the Redis store', () => {
  let redis: ChildProcess;
  let redisUrl: string;

  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    redisUrl = `redis://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 50; attempt++) {
      if (spawnSync('redis-cli', ['-p', String(port), 'ping']).stdout?.toString().trim() === 'PONG') return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('redis-server did not start');
  });
  afterAll(() => {
    redis?.kill();
  });

  it('gives a client one budget across two instances of the site', async () => {
    const first = createRateLimiter({ points: 4, durationSeconds: 60, keyPrefix: 'shared-test', redisUrl });
    const second = createRateLimiter({ points: 4, durationSeconds: 60, keyPrefix: 'shared-test', redisUrl });
    await new Promise((resolve) => setTimeout(resolve, 200)); // both connected
    const answers = [];
    for (let n = 0; n < 8; n++) answers.push(await retryAfter(n % 2 ? second : first, '203.0.113.50'));
    expect(answers.filter((wait) => wait === null)).toHaveLength(4);
    expect(answers.slice(4).every((wait) => wait !== null && wait > 0)).toBe(true);
    // Another client still has its whole budget, on either instance.
    expect(await retryAfter(second, '203.0.113.51')).toBeNull();
  });

  it('keeps limiting in memory when Redis goes away, without failing the request', async () => {
    const limiter = createRateLimiter({ points: 2, durationSeconds: 60, keyPrefix: 'outage-test', redisUrl });
    await new Promise((resolve) => setTimeout(resolve, 200));
    redis.kill();
    await new Promise((resolve) => redis.once('exit', resolve));
    const answers = [];
    for (let n = 0; n < 3; n++) answers.push(await retryAfter(limiter, '203.0.113.60'));
    expect(answers.slice(0, 2)).toEqual([null, null]);
    expect(answers[2]).toBeGreaterThan(0);
  });
});
