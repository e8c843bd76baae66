import * as z from 'zod/mini';
import { articleSchema } from './article';
import { safeParse } from '../safe-parse';
import { ARTICLES_KEY } from './store';

/** Whatever text can be found in a stored entry that is no longer an article. */
const looseEntry = z.object({
  title: z.optional(z.unknown()),
  description: z.optional(z.unknown()),
  content: z.optional(z.unknown()),
});

export interface UnreadableArticle {
  id: string;
  title: string;
  /** The entry's text, shown as plain text: its content when it has some, else the entry itself. */
  text: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The entry stored under `id` in `blogArticles` when it no longer parses as an article (an older
 * shape, a hand edit): its text, to be shown as plain text, never as HTML. The stored value is
 * left as it is; the store backs it up before any write replaces it.
 */
export function unreadableArticle(storage: Storage, id: string): UnreadableArticle | undefined {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(ARTICLES_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, id)) return undefined;
  const entry: unknown = (value as Record<string, unknown>)[id];
  const parsed = safeParse(articleSchema, entry);
  if (parsed.success && parsed.data.id === id) return undefined;
  const loose = safeParse(looseEntry, entry);
  const fields = loose.success ? loose.data : {};
  const content = text(fields.content);
  return {
    id,
    title: text(fields.title).trim() || id,
    text: content || (typeof entry === 'string' ? entry : JSON.stringify(entry, null, 2)),
  };
}
