import { movedStore } from '../moved';
import { processRequest, type Outcome, type PageSlugCheck } from '../protocol';
import { normalizeSlug } from '../slug';
import { articleStore } from '../store';
import type { EditorFields } from './draft';

export type SaveRefusal = Extract<Outcome, { ok: false }>['message'] | 'slugTaken';

export type SaveResult = { ok: true; id: string; title: string; movedFrom?: string } | { ok: false; reason: SaveRefusal };

export interface SaveOptions {
  /** The slug of the article being edited; null for a new one. */
  editing: string | null;
  today: string;
  isPageSlug: PageSlugCheck;
}

/**
 * "Save in this browser": the editor's one save action, through the publish protocol's rules.
 * Another article's slug is refused (saving would overwrite it); a changed slug moves the article
 * and its old address then leads to the new one. Nothing is written unless the article is.
 */
export function saveInBrowser(storage: Storage, fields: EditorFields, { editing, today, isPageSlug }: SaveOptions): SaveResult {
  const store = articleStore(storage);
  const slug = normalizeSlug(fields.id);
  if (slug && slug !== editing && store.get(slug)) return { ok: false, reason: 'slugTaken' };
  const outcome = processRequest({ ...fields, date: fields.date || today }, store, today, isPageSlug);
  if (!outcome.ok) return { ok: false, reason: outcome.message };
  const moved = movedStore(storage);
  if (editing && editing !== slug) {
    // The article is saved under its new slug already; a failure here leaves a copy, never a loss.
    store.remove(editing);
    moved.move(editing, slug);
    return { ok: true, id: slug, title: outcome.title ?? '', movedFrom: editing };
  }
  // An article at an old address takes it back: that address no longer leads elsewhere.
  if (Object.hasOwn(moved.read(), slug)) moved.forget(slug);
  return { ok: true, id: slug, title: outcome.title ?? '' };
}
