import 'server-only';
import { isIPv4, isIPv6 } from 'node:net';
import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
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
  return new RateLimiterRedis({
    storeClient: redisClient(redisUrl),
    points,
    duration: durationSeconds,
    keyPrefix,
    insuranceLimiter: memory,
  });
}

/**
 * The client: its IPv4 address, or its IPv6 /64 (one subscriber's, where every address is theirs
 * to pick). Each proxy appends the address it received the request from to X-Forwarded-For, and
 * so does the server itself (lib/server/server.mjs), so the entry `trustedProxies` left of the
 * last one was written by our own infrastructure; anything further left is whatever the client
 * claimed and is ignored, or a flood could pick a new key per request.
 */
export function clientKey(request: Request, trustedProxies = 0): string {
  const chain = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? 'anonymous';
  // An IPv4 client seen through an IPv6 socket (::ffff:a.b.c.d) is its IPv4 address, not one shared /64.
  const mapped = /^::ffff:([\d.]+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  return isIPv6(address) ? networkKey(address) : address;
}

/**
 * The network an address belongs to, as one owner usually holds it: an IPv4 /24 or an IPv6 /64
 * (`203.0.113.0/24`, `2001:db8:1:2::/64`). Anything that is not an address is its own network.
 */
export function networkKey(address: string): string {
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Seconds to wait when the key is over its budget, or null when the request may go ahead. */
export async function retryAfter(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}
