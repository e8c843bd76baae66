import * as z from 'zod/mini';
import { storedMap, type WriteResult } from '../../stored-map';

/** The editor's drafts, kept while typing so a reload or a crash loses nothing. */
export const DRAFT_KEY = 'blogDraft';
/** Where an unreadable drafts value is kept before anything overwrites it. */
export const DRAFT_BACKUP_KEY = 'blogDraft.backup';

/** The draft of a new article is kept under this id; an article's own draft under its slug. */
export const NEW_ARTICLE_DRAFT = '';

/** A server article's draft, apart from a browser article of the same slug: `<language>:<slug>`. */
export const serverDraftId = (slug: string, locale: string) => `${locale}:${slug}`;

export const editorFieldsSchema = z.object({
  id: z.string().check(z.maxLength(200)),
  title: z.string().check(z.maxLength(500)),
  description: z.string().check(z.maxLength(2000)),
  date: z.string().check(z.maxLength(100)),
  featuredImage: z.string().check(z.maxLength(2000)),
  content: z.string().check(z.maxLength(500_000)),
});

export type EditorFields = z.infer<typeof editorFieldsSchema>;

export const emptyFields: EditorFields = { id: '', title: '', description: '', date: '', featuredImage: '', content: '' };

export const draftSchema = z.object({
  /** The article being edited ('' for a new one). */
  id: z.string().check(z.maxLength(210)),
  fields: editorFieldsSchema,
  /** The slug was typed by hand, so it no longer follows the title. */
  slugEdited: z.boolean(),
  /** When it was last kept (ms since the epoch). */
  savedAt: z.number(),
});

export type Draft = z.infer<typeof draftSchema>;

/** Drafts in `localStorage` under `blogDraft`, one per article being written, read as a stored map. */
export function draftStore(storage: Storage) {
  const map = storedMap(storage, { key: DRAFT_KEY, backupKey: DRAFT_BACKUP_KEY, schema: draftSchema });
  const others = (id: string) => Object.fromEntries(Object.entries(map.read().entries).filter(([key]) => key !== id));
  return {
    get(id: string): Draft | undefined {
      const { entries } = map.read();
      return Object.hasOwn(entries, id) ? entries[id] : undefined;
    },
    keep(draft: Draft): WriteResult {
      return map.write({ ...others(draft.id), [draft.id]: draft });
    },
    discard(id: string): WriteResult {
      return map.write(others(id));
    },
  };
}

/** Whether two sets of fields differ (what leaving would lose). */
export function fieldsDiffer(a: EditorFields, b: EditorFields): boolean {
  return (Object.keys(a) as (keyof EditorFields)[]).some((key) => a[key] !== b[key]);
}
