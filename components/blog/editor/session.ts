import { sanitizeHtml } from '@/lib/blog/sanitize';
import { articleStore } from '@/lib/blog/store';
import { unreadableArticle } from '@/lib/blog/unreadable';
import type { DeskArticle } from '@/lib/blog/desk';
import { editorHtml, textToHtml } from '@/lib/blog/editor/content';
import {
  draftStore,
  emptyFields,
  fieldsDiffer,
  NEW_ARTICLE_DRAFT,
  serverDraftId,
  type Draft,
  type EditorFields,
} from '@/lib/blog/editor/draft';
import { browserStorage } from '@/lib/browser-storage';
import type { Locale } from '@/lib/i18n/routing';

/** A server article open in the editor: its slug, its language and every language it is published in. */
export interface OnServer {
  id: string;
  locale: Locale;
  locales: Locale[];
}

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
  /** Where this article's draft is kept (`blogDraft`): '' for a new one, its slug, or a server article's language and slug. */
  draftId: string;
  /** A draft kept for this article that differs from it, offered back. */
  draft: Draft | null;
  /** The server article being edited (published for every visitor), or null. */
  server: OnServer | null;
}

const blockedSession: EditorSession = {
  blocked: true,
  editing: null,
  baseline: emptyFields,
  note: null,
  asked: null,
  draftId: NEW_ARTICLE_DRAFT,
  draft: null,
  server: null,
};

/** The draft kept under `draftId`, when it differs from what the editor opens. */
function keptDraft(storage: Storage, draftId: string, baseline: EditorFields): Draft | null {
  const draft = draftStore(storage).get(draftId) ?? null;
  return draft && fieldsDiffer(draft.fields, baseline) ? draft : null;
}

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
    const draftId = editing ?? NEW_ARTICLE_DRAFT;
    return {
      blocked: false,
      editing,
      baseline,
      note: unreadable ? 'unreadable' : asked && !article ? 'missing' : null,
      asked,
      draftId,
      draft: keptDraft(storage, draftId, baseline),
      server: null,
    };
  } catch {
    return blockedSession;
  }
}

/** The editor's opening state for an article the server publishes, as the desk answered it. */
export function serverSession({ article, locales }: DeskArticle): EditorSession {
  const storage = browserStorage('localStorage');
  if (!storage) return blockedSession;
  const { id, locale, title, description, date, featuredImage, content } = article;
  const baseline = { id, title, description, date, featuredImage, content: editorHtml(content, sanitizeHtml) };
  const draftId = serverDraftId(id, locale);
  try {
    const draft = keptDraft(storage, draftId, baseline);
    return { blocked: false, editing: null, baseline, note: null, asked: id, draftId, draft, server: { id, locale, locales } };
  } catch {
    return blockedSession;
  }
}
