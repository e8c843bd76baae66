'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { localValuesChanged } from '@/hooks/use-local-value';
import type { Desk, Published } from '@/lib/blog/desk';
import { isEmptyHtml, withoutEmptyParagraphs } from '@/lib/blog/editor/content';
import { fieldsDiffer, serverDraftId, type EditorFields } from '@/lib/blog/editor/draft';
import { saveInBrowser, type SaveResult } from '@/lib/blog/editor/save';
import { sanitizeHtml } from '@/lib/blog/sanitize';
import { articleDate, slugFromTitle } from '@/lib/blog/slug';
import { browserStorage } from '@/lib/browser-storage';
import { format } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { articlePath, isBlogPageSlug, localizedPath } from '@/lib/routes/paths';
import { ArticleFields } from './article-fields';
import { ArticlePreview } from './article-preview';
import { DraftOffer } from './draft-offer';
import type { EditorSession, OnServer } from './session';
import type { EditorTexts } from './texts';
import { forgetDraft, useKeptDraft } from './use-kept-draft';
import { useLeaveGuard } from './use-leave-guard';

/** Publishing for every visitor, loaded only once the server says this browser is signed in. */
const PublishForEveryone = dynamic(() => import('./publish-for-everyone').then((module) => module.PublishForEveryone));

export interface EditorFormProps {
  session: EditorSession;
  texts: EditorTexts;
  locale: Locale;
  /** Set when this browser is signed in to publish for every visitor. */
  desk: Desk | null;
}

/** The fields as stored: empty paragraphs dropped, the HTML through the one sanitizer. */
const storedFields = (fields: EditorFields): EditorFields => ({
  ...fields,
  content: isEmptyHtml(fields.content) ? '' : sanitizeHtml(withoutEmptyParagraphs(fields.content)),
});

export function EditorForm({ session, texts: t, locale, desk }: EditorFormProps) {
  const router = useRouter();
  const { editing } = session;
  const [baseline, setBaseline] = useState(session.baseline);
  const [onServer, setOnServer] = useState<OnServer | null>(session.server);
  const [draftId, setDraftId] = useState(session.draftId);
  const [fields, setFields] = useState<EditorFields>(baseline);
  const [slugEdited, setSlugEdited] = useState(editing !== null || session.server !== null);
  const [offer, setOffer] = useState(session.draft);
  const [opened, setOpened] = useState({ html: baseline.content, version: 0 });
  const [preview, setPreview] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const today = articleDate(new Date());
  const e = t.editor;

  const dirty = !saved && fieldsDiffer(fields, baseline);
  const { kept, keep: keepDraft } = useKeptDraft({ draftId, fields, slugEdited, dirty, paused: offer !== null || saved });
  const release = useLeaveGuard(dirty, e.leaveConfirm, keepDraft);

  const set = (name: keyof EditorFields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));
  const setTitle = (title: string) => setFields((current) => ({ ...current, title, id: slugEdited ? current.id : slugFromTitle(title) }));
  const setSlug = (id: string) => {
    // Emptied by hand, the slug follows the title again.
    setSlugEdited(id !== '');
    setFields((current) => ({ ...current, id }));
  };
  const restore = () => {
    if (!offer) return;
    setFields(offer.fields);
    setSlugEdited(offer.slugEdited);
    setOpened((current) => ({ html: offer.fields.content, version: current.version + 1 }));
    setOffer(null);
  };
  const discard = () => {
    forgetDraft(draftId);
    setOffer(null);
  };

  const save = (): SaveResult => {
    const storage = browserStorage('localStorage');
    if (!storage) return { ok: false, reason: 'publishFailed' };
    try {
      return saveInBrowser(storage, storedFields(fields), { editing, today, isPageSlug: isBlogPageSlug });
    } catch {
      return { ok: false, reason: 'publishFailed' };
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (onServer) return;
    setSaving(true);
    const result = save();
    if (!result.ok) {
      // The fields stay as they are: a refusal or a full storage loses nothing.
      setSaving(false);
      const reason =
        result.reason === 'slugTaken' ? e.slugTaken : result.reason === 'publishFailed' ? e.failedDescription : t.messages[result.reason];
      toast.error(editing ? e.failedTitle : t.failedTitle, { description: reason });
      return;
    }
    release();
    setSaved(true);
    forgetDraft(draftId);
    localValuesChanged();
    if (editing) {
      toast.success(e.savedTitle, { description: e.savedDescription });
      router.push(articlePath(result.id, locale));
    } else {
      toast.success(t.publishedTitle, { description: t.publishedDescription });
      router.push(localizedPath('/blog', locale));
    }
  };

  // Published for everyone: the editor now edits that server article, its address fixed, nothing left unsaved.
  const published = ({ id, locale: language }: Published, pressed: EditorFields) => {
    forgetDraft(draftId);
    setDraftId(serverDraftId(id, language));
    setBaseline({ ...pressed, id });
    setFields((current) => ({ ...current, id }));
    setSlugEdited(true);
    setOnServer((current) => ({
      id,
      locale: language,
      locales: [...new Set([...(current?.id === id ? current.locales : []), language])].sort(),
    }));
  };

  const heading = onServer
    ? format(t.desk.editingServer, { title: baseline.title || onServer.id, language: t.languages[onServer.locale] })
    : editing && format(e.editing, { title: baseline.title || editing });
  const saveButton = !onServer && (
    <Button type="submit" disabled={saving}>
      {saving ? (editing ? e.saving : t.submitting) : editing ? e.saveChanges : desk ? t.desk.saveInBrowser : t.submit}
    </Button>
  );
  const note = kept && (
    <p role="status" className="text-sm text-mist-muted">
      {e.draftKept}
    </p>
  );
  const saveRow = (
    <div className="flex flex-wrap items-center gap-4">
      {saveButton}
      {note}
    </div>
  );
  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      {heading && <h2 className="text-xl font-semibold text-gold">{heading}</h2>}
      {session.note && (
        <p role="note" className="rounded-3xl border border-gold/40 bg-night-800 p-5 text-sm">
          {session.note === 'unreadable' ? e.unreadable : format(e.editMissing, { id: session.asked ?? '' })}
        </p>
      )}
      {offer && <DraftOffer savedAt={offer.savedAt} locale={locale} texts={e} onRestore={restore} onDiscard={discard} />}
      <div className="flex justify-end">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-pressed={preview}
          className="aria-pressed:bg-violet/40 aria-pressed:text-gold"
          onClick={() => setPreview(!preview)}
        >
          {e.preview}
        </Button>
      </div>
      {preview && <ArticlePreview fields={fields} today={today} texts={e} />}
      <div hidden={preview} className="space-y-6">
        <ArticleFields
          fields={fields}
          texts={t}
          locale={locale}
          today={today}
          opened={opened}
          slug={onServer ? 'fixed' : slugEdited ? 'edited' : 'follows'}
          setTitle={setTitle}
          setSlug={setSlug}
          set={set}
        />
      </div>
      {desk ? (
        // Its own boundary: while its code loads, the form stays on screen with the browser's save.
        <Suspense fallback={saveRow}>
          <PublishForEveryone
            desk={desk}
            texts={t}
            locale={locale}
            onServer={onServer}
            fields={fields}
            stored={storedFields}
            onPublished={published}
            saveButton={saveButton}
            note={note}
          />
        </Suspense>
      ) : (
        saveRow
      )}
    </form>
  );
}
