import 'server-only';
import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { clientOf, networkKey } from '../server/client.mjs';
import { cappedMemoryLimiter } from './capped-memory';

export interface RateLimitOptions {
  /** Requests one key may make per window. */
  points: number;
  durationSeconds: number;
  /** Names the budget in a shared store, so two limits never count into each other. */
  keyPrefix: string;
  /** With a Redis URL, every instance of the site draws on one budget per key (README, scaling out). */
  redisUrl?: string;
}

const redisClients = new Map<string, Redis>();

/** One connection per Redis URL, shared by every limit that counts there. */
function redisClient(url: string): Redis {
  let found = redisClients.get(url);
  if (!found) {
    // No offline queue: while disconnected a command fails at once and the memory fallback answers.
    found = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    found.on('error', (error: Error) => console.warn(`rate limit store: ${error.message}`));
    redisClients.set(url, found);
  }
  return found;
}

/**
 * A request budget per key. One instance counts in memory (a capped store: bounded in bytes
 * whatever the number of clients); several share Redis, and while Redis is unreachable each
 * instance falls back to its own memory count instead of failing.
 */
export function createRateLimiter({ points, durationSeconds, keyPrefix, redisUrl }: RateLimitOptions): RateLimiterAbstract {
  const memory = cappedMemoryLimiter({ points, duration: durationSeconds, keyPrefix });
  if (!redisUrl) return memory;
  const client = redisClient(redisUrl);
  const limiter = new RateLimiterRedis({ storeClient: client, points, duration: durationSeconds, keyPrefix, insuranceLimiter: memory });
  connecting.set(limiter, readyWithin(client, REDIS_CONNECT_WAIT_MS));
  return limiter;
}

/** How long the first requests after a start wait for Redis before counting in memory instead. */
const REDIS_CONNECT_WAIT_MS = 1_000;
const connecting = new WeakMap<RateLimiterAbstract, Promise<void>>();

/** Settles once the client is connected, or after `ms` (Redis down: the memory count answers). */
function readyWithin(client: Redis, ms: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export { networkKey };

/** The client a request comes from (`clientOf`: an IPv4 address or an IPv6 /64), as our own proxies report it. */
export function clientKey(request: Request, trustedProxies = 0): string {
  return clientOf(request.headers.get('x-forwarded-for'), trustedProxies);
}

/** Seconds to wait when the key is over its budget, or null when the request may go ahead. */
export async function retryAfter(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  // The first requests after a start are counted where the others are: wait for Redis to connect.
  await connecting.get(limiter);
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}
