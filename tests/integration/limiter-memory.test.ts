// The in-memory limiters' cost per client: bounded in keys and in bytes, whatever the number of
// new addresses, and nothing kept of the requests that made them.
import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CappedMemoryStorage, MAX_LIMITER_KEYS, storeOf } from '@/lib/api/capped-memory';
import { clientKey, createRateLimiter, retryAfter } from '@/lib/api/rate-limit';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const ADDRESSES = 20_000;
/** Heap growth allowed for 20,000 new clients: the capped store's ~2 MB plus noise. */
const BOUND_BYTES = 8 * 1024 * 1024;

describe('the capped memory store', () => {
  it('keeps a key for its window, then forgets it', () => {
    let now = 0;
    const store = new CappedMemoryStorage(10, () => now);
    expect(store.incrby('a', 1, 60).consumedPoints).toBe(1);
    expect(store.incrby('a', 1, 60)).toMatchObject({ consumedPoints: 2, msBeforeNext: 60_000 });
    now = 59_999;
    expect(store.get('a')?.consumedPoints).toBe(2);
    now = 60_000;
    expect(store.get('a')).toBeNull();
    expect(store.incrby('a', 1, 60).consumedPoints).toBe(1);
  });

  it('never holds more than its cap: expired keys go first, then the oldest', () => {
    let now = 0;
    const store = new CappedMemoryStorage(3, () => now);
    for (const key of ['a', 'b', 'c', 'd']) store.incrby(key, 1, 60);
    expect([store.size, store.get('a'), store.get('d')?.consumedPoints]).toEqual([3, null, 1]);
    now = 61_000;
    store.incrby('e', 1, 60);
    expect(store.size).toBe(1);
  });
});

describe('20,000 new client addresses', () => {
  // Each request runs in a context that holds ~10 KB, as Next's request stores do; a timer per key
  // made inside it (the library's own store) kept every one alive until the key's window ended.
  const context = new AsyncLocalStorage<{ payload: string }>();

  it(`leave the heap within ${BOUND_BYTES / 2 ** 20} MB and the store at its cap`, async () => {
    const limiter = createRateLimiter({ points: 20, durationSeconds: 60, keyPrefix: 'flood' });
    const before = heapAfterGc();
    for (let n = 0; n < ADDRESSES; n++) {
      const request = new Request('http://localhost/api/reading', {
        method: 'POST',
        // A new /64 each time: the worst case for the store (one owner's addresses share one key).
        headers: { 'x-forwarded-for': `2001:db8:${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}::1, 127.0.0.1` },
      });
      await context.run({ payload: `${n}`.padEnd(10_000, '.') }, () => retryAfter(limiter, clientKey(request, 1)));
    }
    const grown = heapAfterGc() - before;
    console.log(`heap growth after ${ADDRESSES} new addresses: ${(grown / 2 ** 20).toFixed(1)} MB`);
    expect(storeOf(limiter as never).size).toBe(MAX_LIMITER_KEYS);
    expect(grown).toBeLessThan(BOUND_BYTES);
  });

  it('one IPv6 /64 is one client: its 21st reading in the window is refused whatever the address', async () => {
    const limiter = createRateLimiter({ points: 20, durationSeconds: 60, keyPrefix: 'one-net' });
    const answers = [];
    for (let n = 1; n <= 21; n++) {
      const request = new Request('http://localhost/', { headers: { 'x-forwarded-for': `2001:db8:1:2::${n.toString(16)}` } });
      answers.push(await retryAfter(limiter, clientKey(request)));
    }
    expect(answers.slice(0, 20).every((wait) => wait === null)).toBe(true);
    expect(answers[20]).toBeGreaterThan(0);
  });
});
