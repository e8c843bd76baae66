import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import { createRateLimiter, retryAfter } from '../api/rate-limit';
import { isReservedSlug } from '../blog/builtin-ids';
import { parseCommand, type ProtocolMessage } from '../blog/protocol';
import { defaultLocale, locales, type Locale } from '../i18n/routing';
import { isBlogPageSlug } from '../routes/paths';
import { safeParse } from '../safe-parse';
import { serverConfig } from '../server/config';
import { sanitizeContent } from './sanitize';
import { deleteServerArticle, saveServerArticle } from './store';

const config = serverConfig();
// Wrong keys are limited per client, so a key cannot be guessed by trying.
const failures = createRateLimiter({
  points: config.PUBLISH_FAILURE_LIMIT,
  durationSeconds: config.PUBLISH_FAILURE_WINDOW_SECONDS,
  keyPrefix: 'publish-failures',
  redisUrl: config.REDIS_URL,
});

const digest = (value: string) => createHash('sha256').update(value).digest();

export type Admission =
  | { ok: true }
  | { ok: false; reason: 'off' }
  | { ok: false; reason: 'unauthorized' }
  | { ok: false; reason: 'limited'; retryAfter: number };

/**
 * Whether an `Authorization` header carries the publish key: compared in constant time, and after
 * too many wrong keys from one client, refused for a while whatever it carries.
 */
export async function admitPublisher(authorization: string, client: string): Promise<Admission> {
  const key = config.BLOG_PUBLISH_KEY;
  if (!key) return { ok: false, reason: 'off' };
  const blocked = await failures.get(client);
  if (blocked && blocked.remainingPoints <= 0)
    return { ok: false, reason: 'limited', retryAfter: Math.max(1, Math.ceil(blocked.msBeforeNext / 1000)) };
  const given = /^Bearer +(\S+) *$/i.exec(authorization)?.[1] ?? '';
  if (timingSafeEqual(digest(given), digest(key))) return { ok: true };
  const wait = await retryAfter(failures, client);
  return wait === null ? { ok: false, reason: 'unauthorized' } : { ok: false, reason: 'limited', retryAfter: wait };
}

const localeSchema = z.object({ locale: z.optional(z.enum(locales)) });

export type ServerOutcome =
  | { ok: true; action: 'publish'; id: string; locale: Locale; created: boolean }
  | { ok: true; action: 'delete'; id: string; locales: Locale[] }
  | { ok: false; status: 400 | 403 | 404; message: ProtocolMessage | 'invalidLocale' };

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
  const { locale } = language.data;
  const { command } = parsed;
  if (command.action === 'delete') {
    if (isReservedSlug(command.id)) return { ok: false, status: 403, message: 'predefinedDelete' };
    const removed = await deleteServerArticle(command.id, locale);
    return removed.length
      ? { ok: true, action: 'delete', id: command.id, locales: removed }
      : { ok: false, status: 404, message: 'notFound' };
  }
  const { article } = command;
  if (isReservedSlug(article.id)) return { ok: false, status: 403, message: 'predefinedOverwrite' };
  const target = locale ?? defaultLocale;
  const { created } = await saveServerArticle({ ...article, content: sanitizeContent(article.content) }, target);
  return { ok: true, action: 'publish', id: article.id, locale: target, created };
}
