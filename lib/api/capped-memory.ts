import { RateLimiterMemory, RateLimiterRes, type IRateLimiterOptions } from 'rate-limiter-flexible';

/** Keys one limiter keeps in memory: ~200 bytes each, so at most ~2 MB whatever the number of clients. */
export const MAX_LIMITER_KEYS = 10_000;

interface Entry {
  value: number;
  expiresAt: number | null;
}

/**
 * rate-limiter-flexible's memory storage (same methods) without its timer per key: a timer made
 * inside a request keeps that request's context alive (~50 KB) until the key's window ends. Here
 * nothing is scheduled; expired keys are swept as new ones arrive, oldest first, and at the cap the
 * oldest key goes (its client then starts a fresh window).
 */
export class CappedMemoryStorage {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxKeys = MAX_LIMITER_KEYS,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  incrby(key: string, value: number, durationSec: number): RateLimiterRes {
    const entry = this.live(key);
    if (!entry) return this.set(key, value, durationSec);
    entry.value += value;
    return this.result(entry);
  }

  set(key: string, value: number, durationSec: number): RateLimiterRes {
    const durationMs = durationSec * 1000;
    // Re-inserted at the end: the map stays in the order keys expire (one duration per limiter).
    this.entries.delete(key);
    this.sweep();
    this.entries.set(key, { value, expiresAt: durationMs > 0 ? this.now() + durationMs : null });
    return new RateLimiterRes(0, durationMs > 0 ? durationMs : -1, value, true);
  }

  get(key: string): RateLimiterRes | null {
    const entry = this.live(key);
    return entry ? this.result(entry) : null;
  }

  delete(key: string): boolean {
    return this.entries.delete(key);
  }

  /** A live entry as the library reads it: its points and the milliseconds left (-1: no end). */
  private result(entry: Entry): RateLimiterRes {
    return new RateLimiterRes(0, entry.expiresAt === null ? -1 : entry.expiresAt - this.now(), entry.value, false);
  }

  /** The key's entry while its window lasts. */
  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Drops expired keys from the oldest on, then the oldest live ones beyond the cap. */
  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (this.entries.size < this.maxKeys && (entry.expiresAt === null || entry.expiresAt > now)) break;
      this.entries.delete(key);
    }
  }
}

/** A memory limiter whose store is capped (`CappedMemoryStorage`), usable as Redis's insurance. */
export function cappedMemoryLimiter(options: IRateLimiterOptions, maxKeys = MAX_LIMITER_KEYS): RateLimiterMemory {
  const limiter = new RateLimiterMemory(options);
  // The library's own field: replaced, so every method it has (consume, get, block, …) uses the capped store.
  (limiter as unknown as { _memoryStorage: CappedMemoryStorage })._memoryStorage = new CappedMemoryStorage(maxKeys);
  return limiter;
}

/** The store behind a limiter made by `cappedMemoryLimiter` (tests). */
export function storeOf(limiter: RateLimiterMemory): CappedMemoryStorage {
  return (limiter as unknown as { _memoryStorage: CappedMemoryStorage })._memoryStorage;
}
