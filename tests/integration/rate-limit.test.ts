import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedis, startRedis, type RedisServer } from '../tools/redis';
import { clientKey, createRateLimiter, networkKey, retryAfter } from '@/lib/api/rate-limit';

const request = (headers: Record<string, string>) => new Request('http://localhost/api/reading', { method: 'POST', headers });

describe('clientKey', () => {
  it('takes the entry the trusted proxies put left of the server’s own, not what the client claimed', () => {
    // The server appends the connecting address last (lib/server/server.mjs).
    expect(clientKey(request({ 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientKey(request({ 'x-forwarded-for': '1.2.3.4, 5.6.7.8, 203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientKey(request({ 'x-forwarded-for': 'forged, 203.0.113.9, 127.0.0.1' }), 1)).toBe('203.0.113.9');
    expect(clientKey(request({ 'x-forwarded-for': 'forged, 203.0.113.9, 10.0.0.2, 127.0.0.1' }), 2)).toBe('203.0.113.9');
  });

  it('counts an IPv6 client by its /64 (networkKey), an IPv4 one seen through IPv6 by its address', () => {
    expect(clientKey(request({ 'x-forwarded-for': '2001:db8:1:2::9' }))).toBe('2001:db8:1:2::/64');
    expect(clientKey(request({ 'x-forwarded-for': '2001:db8:1:2:ffff::1, ::1' }), 1)).toBe('2001:db8:1:2::/64');
    expect(clientKey(request({ 'x-forwarded-for': '::ffff:203.0.113.9' }))).toBe('203.0.113.9');
  });

  it('never believes X-Real-IP, and falls back to one shared key', () => {
    expect(clientKey(request({ 'x-real-ip': '198.51.100.7' }))).toBe('anonymous');
    expect(clientKey(request({ 'x-forwarded-for': ' , ' }))).toBe('anonymous');
    expect(clientKey(request({}))).toBe('anonymous');
    expect(clientKey(request({ 'x-forwarded-for': '203.0.113.9' }), 5)).toBe('203.0.113.9');
  });
});

describe('networkKey', () => {
  it('groups addresses as one owner holds them: IPv4 by /24, IPv6 by /64', () => {
    expect(networkKey('203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkKey('203.0.113.250')).toBe('203.0.113.0/24');
    expect(networkKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(networkKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(networkKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkKey('::1')).toBe('0:0:0:0::/64');
    expect(networkKey('anonymous')).toBe('anonymous');
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
describe.skipIf(!hasRedis)('the Redis store', () => {
  let redis: RedisServer;
  let redisUrl: string;

  beforeAll(async () => {
    redis = await startRedis();
    redisUrl = redis.url;
  });
  afterAll(() => redis?.stop());

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

  it('counts the very first request after a start in Redis, not in memory while it connects', async () => {
    // A URL of its own (database 1): a client made now, not yet connected.
    const url = `${redisUrl}/1`;
    const first = createRateLimiter({ points: 1, durationSeconds: 60, keyPrefix: 'first-request', redisUrl: url });
    expect(await retryAfter(first, '203.0.113.70')).toBeNull();
    const second = createRateLimiter({ points: 1, durationSeconds: 60, keyPrefix: 'first-request', redisUrl: url });
    expect(await retryAfter(second, '203.0.113.70')).toBeGreaterThan(0);
  });

  it('keeps limiting in memory when Redis goes away, without failing the request', async () => {
    const limiter = createRateLimiter({ points: 2, durationSeconds: 60, keyPrefix: 'outage-test', redisUrl });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await redis.stop();
    const answers = [];
    for (let n = 0; n < 3; n++) answers.push(await retryAfter(limiter, '203.0.113.60'));
    expect(answers.slice(0, 2)).toEqual([null, null]);
    expect(answers[2]).toBeGreaterThan(0);
  });
});
