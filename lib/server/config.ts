import 'server-only';
import * as z from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback).catch(fallback);
const count = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback).catch(fallback);

const envSchema = z.object({
  GEMINI_API_KEY: z.string().trim().min(1).optional().catch(undefined),
  GEMINI_MODEL: z.string().trim().min(1).default('gemini-2.5-flash'),
  GEMINI_BASE_URL: z.url().optional().catch(undefined),
  /** How long to wait for Gemini's first chunk before reading from the template instead. */
  GEMINI_FIRST_CHUNK_TIMEOUT_MS: positiveInt(8_000),
  /** The longest a whole answer may take. */
  GEMINI_TOTAL_TIMEOUT_MS: positiveInt(25_000),
  /** Readings one client may request per window (429 beyond). */
  READING_RATE_LIMIT: positiveInt(20),
  READING_RATE_WINDOW_SECONDS: positiveInt(60),
  /** Gemini calls the whole site may make per window, whoever asks; beyond, readings come from the template. */
  GEMINI_CALL_LIMIT: positiveInt(1_000),
  GEMINI_CALL_WINDOW_SECONDS: positiveInt(3_600),
  /** A shared rate-limit store for several instances; without it each counts in memory. */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/ })
    .optional()
    .catch(undefined),
  /** Of those, the calls one network (an IPv4 /24, an IPv6 /64) may make, so many addresses of one owner cannot spend them all. */
  GEMINI_CALLS_PER_NETWORK: positiveInt(50),
  /**
   * Proxies in front that append to X-Forwarded-For (a CDN before a load balancer is 2). The server
   * (lib/server/server.mjs) appends the connecting address and sets 1 on a loopback bind, 0 on a
   * public one, unless given.
   */
  TRUSTED_PROXY_COUNT: count(0),
  /** New preview images (not yet in memory) one client may have drawn per minute (429 beyond). */
  OG_CLIENT_MISS_LIMIT: positiveInt(30),
  /** Preview images drawn at once, and how many more may wait for their turn (503 beyond). */
  OG_RENDER_CONCURRENCY: positiveInt(2),
  OG_RENDER_QUEUE: count(16),
  /** The key automation tools publish to the server with; shorter than 32 characters, or of fewer than 10 different ones ("aaaa…"), server publishing stays off. */
  BLOG_PUBLISH_KEY: z.string().trim().min(32).refine(isVariedKey).optional().catch(undefined),
  /** Failed publish attempts (a wrong key) one client may make per window (429 beyond). */
  PUBLISH_FAILURE_LIMIT: positiveInt(10),
  PUBLISH_FAILURE_WINDOW_SECONDS: positiveInt(900),
  /** PostgreSQL for server articles (several instances); without it, an SQLite file on this machine. */
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .catch(undefined),
  BLOG_DATABASE_FILE: z.string().trim().min(1).default('data/blog.db'),
});

/** A key of at least 10 different characters: a repeated letter or a short cycle is guessed first. */
export function isVariedKey(key: string): boolean {
  return new Set(key).size >= 10;
}

export type ServerConfig = z.infer<typeof envSchema>;

let cached: ServerConfig | undefined;

/** The server's configuration, read and validated once; a malformed value falls back to its default. */
export function serverConfig(env: Readonly<Record<string, string | undefined>> = process.env): ServerConfig {
  if (env !== process.env) return envSchema.parse(env);
  cached ??= envSchema.parse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  return cached;
}
