import { articleInputSchema, articleSchema, controlCharacterIssue, isSafeImageUrl, maxContentLength, type Article } from './article';
import { isReservedSlug } from './builtin-ids';
import { htmlDepth, maxHtmlDepth } from './html-depth';
import { looksLikeHtml } from './sanitize';
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
  | 'invalidImage'
  | 'controlCharacters'
  | 'nestedTooDeep'
  | 'contentTooLong'
  | 'reservedId';

export type Outcome =
  | { ok: true; action: 'publish' | 'delete'; message: 'published' | 'deleted'; title?: string }
  | { ok: false; action: 'publish' | 'delete'; message: Exclude<ProtocolMessage, 'published' | 'deleted'> };

/** Whether a slug is taken by one of the blog's own pages (lib/routes knows them; the blog sits below it). */
export type PageSlugCheck = (slug: string) => boolean;

export type PublishCommand = { action: 'publish'; article: Article } | { action: 'delete'; id: string };

/**
 * Reads a publish or delete request without touching storage: a delete when
 * `method` is DELETE, a publish otherwise; id normalised to a slug; description defaults to the
 * title and featuredImage to ''.
 */
export function parseCommand(
  request: unknown,
  today: string,
  isPageSlug: PageSlugCheck = () => false,
): { ok: true; command: PublishCommand } | Extract<Outcome, { ok: false }> {
  const input = safeParse(articleInputSchema, request);
  const isDelete = typeof request === 'object' && request !== null && (request as { method?: unknown }).method === 'DELETE';
  if (!input.success) {
    const control = input.error.issues.some((issue) => issue.message === controlCharacterIssue);
    return { ok: false, action: isDelete ? 'delete' : 'publish', message: control ? 'controlCharacters' : 'invalidRequest' };
  }
  const { id, title, content, description, featuredImage, date } = input.data;
  const slug = normalizeSlug(id ?? '');
  if (isDelete) {
    if (!slug) return { ok: false, action: 'delete', message: 'missingId' };
    return { ok: true, command: { action: 'delete', id: slug } };
  }
  if (!slug || !title?.trim() || !content?.trim()) return { ok: false, action: 'publish', message: 'missingFields' };
  if (!isSafeImageUrl(featuredImage?.trim() ?? '')) return { ok: false, action: 'publish', message: 'invalidImage' };
  if (isPageSlug(slug)) return { ok: false, action: 'publish', message: 'reservedId' };
  // A new article's size is bounded so every page of it stays small enough to serve many readers at once.
  if (content.length > maxContentLength) return { ok: false, action: 'publish', message: 'contentTooLong' };
  // Bounded before the sanitizer, whose recursive walk a deep enough nesting overflows.
  if (looksLikeHtml(content) && htmlDepth(content) > maxHtmlDepth) return { ok: false, action: 'publish', message: 'nestedTooDeep' };
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
export function processRequest(request: unknown, store: ArticleStore, today: string, isPageSlug?: PageSlugCheck): Outcome {
  const parsed = parseCommand(request, today, isPageSlug);
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
