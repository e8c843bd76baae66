import { sanitizeHtml } from '@/lib/blog/sanitize';
import { articleStore } from '@/lib/blog/store';
import { unreadableArticle } from '@/lib/blog/unreadable';
import { editorHtml, textToHtml } from '@/lib/blog/editor/content';
import { draftStore, emptyFields, fieldsDiffer, NEW_ARTICLE_DRAFT, type Draft, type EditorFields } from '@/lib/blog/editor/draft';
import { browserStorage } from '@/lib/browser-storage';

/** What the editor opens with, read once from the address and this browser's storage. */
export interface EditorSession {
  blocked: boolean;
  /** The slug of the stored article being edited; null for a new article. */
  editing: string | null;
  /** The fields as opened: leaving with others asks first. */
  baseline: EditorFields;
  /** Why the editor opened as it did: an unreadable article as text, or a missing one as new. */
  note: 'unreadable' | 'missing' | null;
  /** The slug asked for in the address. */
  asked: string | null;
  /** A draft kept for this article that differs from it, offered back. */
  draft: Draft | null;
}

const blockedSession: EditorSession = { blocked: true, editing: null, baseline: emptyFields, note: null, asked: null, draft: null };

/** The editor's opening state for `asked` (the `edit` query's slug, or null for a new article). */
export function readSession(asked: string | null): EditorSession {
  const storage = browserStorage('localStorage');
  if (!storage) return blockedSession;
  try {
    const article = asked ? articleStore(storage).get(asked) : undefined;
    const unreadable = asked && !article ? unreadableArticle(storage, asked) : undefined;
    let baseline = emptyFields;
    if (article) baseline = { ...article, content: editorHtml(article.content, sanitizeHtml) };
    // Never as HTML: its text, escaped, as paragraphs.
    else if (unreadable) baseline = { ...emptyFields, id: unreadable.id, title: unreadable.title, content: textToHtml(unreadable.text) };
    const editing = article || unreadable ? asked : null;
    const draft = draftStore(storage).get(editing ?? NEW_ARTICLE_DRAFT) ?? null;
    return {
      blocked: false,
      editing,
      baseline,
      note: unreadable ? 'unreadable' : asked && !article ? 'missing' : null,
      asked,
      draft: draft && fieldsDiffer(draft.fields, baseline) ? draft : null,
    };
  } catch {
    return blockedSession;
  }
}
