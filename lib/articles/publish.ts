import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import { createRateLimiter, retryAfter } from '../api/rate-limit';
import { isReservedSlug } from '../blog/builtin-ids';
import type { Article } from '../blog/article';
import { parseCommand, type ProtocolMessage, type PublishCommand } from '../blog/protocol';
import { defaultLocale, locales, type Locale } from '../i18n/routing';
import { isBlogPageSlug } from '../routes/paths';
import { safeParse } from '../safe-parse';
import { serverConfig } from '../server/config';
import { sanitizeContent } from './sanitize';
import { deleteServerArticle, saveServerArticle } from './store';

const config = serverConfig();
// Wrong keys are limited per client, and ten times that for the whole site, so a key cannot be
// guessed by trying, not even from addresses forged or rotated; the right key is never refused.
const failures = createRateLimiter({
  points: config.PUBLISH_FAILURE_LIMIT,
  durationSeconds: config.PUBLISH_FAILURE_WINDOW_SECONDS,
  keyPrefix: 'publish-failures',
  redisUrl: config.REDIS_URL,
});
const siteFailures = createRateLimiter({
  points: config.PUBLISH_FAILURE_LIMIT * 10,
  durationSeconds: config.PUBLISH_FAILURE_WINDOW_SECONDS,
  keyPrefix: 'publish-failures-site',
  redisUrl: config.REDIS_URL,
});

const digest = (value: string) => createHash('sha256').update(value).digest();

export type Admission =
  | { ok: true }
  | { ok: false; reason: 'off' }
  | { ok: false; reason: 'unauthorized' }
  | { ok: false; reason: 'limited'; retryAfter: number };

/**
 * Whether an `Authorization` header carries the publish key, compared in constant time. The right
 * key always passes, so nobody can lock the publisher out; a wrong one counts against its client
 * and the site, and past either budget is answered 429, saying nothing about the key.
 */
export async function admitPublisher(authorization: string, client: string): Promise<Admission> {
  return admitProof((key) => sameKey(/^Bearer +(\S+) *$/i.exec(authorization)?.[1] ?? '', key), client);
}

/** Whether a given key is the publish key, in constant time. */
export const sameKey = (given: string, key: string) => timingSafeEqual(digest(given), digest(key));

/**
 * The one lockout every door goes through: `proves` says whether the request proves it holds the
 * key (the key itself, a password, a signed token).
 */
export async function admitProof(proves: (key: string) => boolean, client: string): Promise<Admission> {
  const key = config.BLOG_PUBLISH_KEY;
  if (!key) return { ok: false, reason: 'off' };
  if (proves(key)) return { ok: true };
  const waits = await Promise.all([retryAfter(failures, client), retryAfter(siteFailures, 'site')]);
  const wait = Math.max(...waits.map((seconds) => seconds ?? 0));
  return wait === 0 ? { ok: false, reason: 'unauthorized' } : { ok: false, reason: 'limited', retryAfter: wait };
}

const localeSchema = z.object({ locale: z.optional(z.enum(locales)) });

export type ServerOutcome =
  | { ok: true; action: 'publish'; id: string; locale: Locale; created: boolean }
  | { ok: true; action: 'delete'; id: string; locales: Locale[] }
  | { ok: false; status: 400 | 403 | 404; message: ProtocolMessage | 'invalidLocale' }
  | { ok: false; status: 503; message: 'storageUnavailable' };

/**
 * Carries out a publish or delete request on the server's articles: the browser protocol's
 * request and checks, plus the language (`locale`, English by default; a delete without one
 * removes every language). Built-in articles stay reserved.
 */
export async function publishOnServer(request: unknown, today: string): Promise<ServerOutcome> {
  const parsed = parseCommand(request, today, isBlogPageSlug);
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };
  const language = safeParse(localeSchema, request);
  if (!language.success) return { ok: false, status: 400, message: 'invalidLocale' };
  try {
    return await carryOut(parsed.command, language.data.locale);
  } catch (error) {
    // Full disk, read-only file, database down: nothing half-written (one statement or none), said as such.
    console.error(`articles database: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, status: 503, message: 'storageUnavailable' };
  }
}

async function carryOut(command: PublishCommand, locale: Locale | undefined): Promise<ServerOutcome> {
  if (command.action === 'delete') {
    if (isReservedSlug(command.id)) return { ok: false, status: 403, message: 'predefinedDelete' };
    const removed = await deleteServerArticle(command.id, locale);
    return removed.length
      ? { ok: true, action: 'delete', id: command.id, locales: removed }
      : { ok: false, status: 404, message: 'notFound' };
  }
  const ruled = withPublishRules(command.article);
  if (!ruled.ok) return ruled;
  const { article } = ruled;
  const target = locale ?? defaultLocale;
  const { created } = await saveServerArticle(article, target);
  return { ok: true, action: 'publish', id: article.id, locale: target, created };
}

export type ArticleCheck = { ok: true; article: Article } | { ok: false; status: 400 | 403; message: ProtocolMessage };

/** The rules every door publishes by, after the protocol's parse: built-in slugs stay reserved, HTML goes through the one sanitizer. */
function withPublishRules(article: Article): ArticleCheck {
  if (isReservedSlug(article.id)) return { ok: false, status: 403, message: 'predefinedOverwrite' };
  return { ok: true, article: { ...article, content: sanitizeContent(article.content) } };
}

/** An article in the browser protocol's shape (`id`, `title`, `content`, …), checked and sanitized as every door does. */
export function checkArticle(request: Record<string, unknown>, today: string): ArticleCheck {
  const parsed = parseCommand({ ...request, method: undefined }, today, isBlogPageSlug);
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };
  if (parsed.command.action !== 'publish') return { ok: false, status: 400, message: 'invalidRequest' };
  return withPublishRules(parsed.command.article);
}
