import 'server-only';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Per-client request budget. The memory store serves one instance; several instances share a
 * RateLimiterRedis (same library, same options plus a Redis client) instead — see README.
 */
export function createRateLimiter(points: number, durationSeconds: number): RateLimiterAbstract {
  return new RateLimiterMemory({ points, duration: durationSeconds });
}

/** The client's address as the nearest proxy reports it (README: deploy behind one that sets it). */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || 'anonymous';
}

/** Seconds to wait when the client is over its budget, or null when the request may go ahead. */
export async function retryAfter(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}
