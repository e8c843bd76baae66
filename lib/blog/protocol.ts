import { articleInputSchema, articleSchema, isSafeImageUrl, type Article } from './article';
import { isReservedSlug } from './builtin-ids';
import { normalizeSlug } from './slug';
import type { ArticleStore } from './store';
import { safeParse } from '../safe-parse';

/** The publish protocol's outcomes; their texts are in messages (BlogApi). */
export type ProtocolMessage =
  | 'published'
  | 'publishFailed'
  | 'missingFields'
  | 'predefinedOverwrite'
  | 'deleted'
  | 'deleteFailed'
  | 'missingId'
  | 'predefinedDelete'
  | 'notFound'
  | 'invalidRequest'
  | 'invalidImage';

export type Outcome =
  | { ok: true; action: 'publish' | 'delete'; message: 'published' | 'deleted'; title?: string }
  | { ok: false; action: 'publish' | 'delete'; message: Exclude<ProtocolMessage, 'published' | 'deleted'> };

export type PublishCommand = { action: 'publish'; article: Article } | { action: 'delete'; id: string };

/**
 * Reads a publish or delete request without touching storage: a delete when
 * `method` is DELETE, a publish otherwise; id normalised to a slug; description defaults to the
 * title and featuredImage to ''.
 */
export function parseCommand(request: unknown, today: string): { ok: true; command: PublishCommand } | Extract<Outcome, { ok: false }> {
  const input = safeParse(articleInputSchema, request);
  const isDelete = typeof request === 'object' && request !== null && (request as { method?: unknown }).method === 'DELETE';
  if (!input.success) return { ok: false, action: isDelete ? 'delete' : 'publish', message: 'invalidRequest' };
  const { id, title, content, description, featuredImage, date } = input.data;
  const slug = normalizeSlug(id ?? '');
  if (isDelete) {
    if (!slug) return { ok: false, action: 'delete', message: 'missingId' };
    return { ok: true, command: { action: 'delete', id: slug } };
  }
  if (!slug || !title?.trim() || !content?.trim()) return { ok: false, action: 'publish', message: 'missingFields' };
  if (!isSafeImageUrl(featuredImage?.trim() ?? '')) return { ok: false, action: 'publish', message: 'invalidImage' };
  const article = articleSchema.safeParse({
    id: slug,
    title: title.trim(),
    description: description?.trim() || title.trim(),
    date: date?.trim() || today,
    featuredImage: featuredImage?.trim() ?? '',
    content,
  });
  if (!article.success) return { ok: false, action: 'publish', message: 'invalidRequest' };
  return { ok: true, command: { action: 'publish', article: article.data } };
}

/** Carries out a request against the visitor's store; built-ins are never overwritten or deleted. */
export function processRequest(request: unknown, store: ArticleStore, today: string): Outcome {
  const parsed = parseCommand(request, today);
  if (!parsed.ok) return parsed;
  const { command } = parsed;
  if (command.action === 'delete') {
    if (isReservedSlug(command.id)) return { ok: false, action: 'delete', message: 'predefinedDelete' };
    if (!store.get(command.id)) return { ok: false, action: 'delete', message: 'notFound' };
    return store.remove(command.id).ok
      ? { ok: true, action: 'delete', message: 'deleted' }
      : { ok: false, action: 'delete', message: 'deleteFailed' };
  }
  if (isReservedSlug(command.article.id)) return { ok: false, action: 'publish', message: 'predefinedOverwrite' };
  return store.save(command.article).ok
    ? { ok: true, action: 'publish', message: 'published', title: command.article.title }
    : { ok: false, action: 'publish', message: 'publishFailed' };
}
