'use client';

import dynamic from 'next/dynamic';
import { useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { ArticleBody } from '@/components/blog/article-body';
import { ArticleHeader } from '@/components/blog/article-header';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { useInBrowser } from '@/hooks/use-in-browser';
import { localValuesChanged } from '@/hooks/use-local-value';
import { isEmptyHtml, withoutEmptyParagraphs } from '@/lib/blog/editor/content';
import { draftStore, fieldsDiffer, NEW_ARTICLE_DRAFT, type EditorFields } from '@/lib/blog/editor/draft';
import { saveInBrowser, type SaveResult } from '@/lib/blog/editor/save';
import { sanitizeHtml } from '@/lib/blog/sanitize';
import { articleDate, normalizeSlug, slugFromTitle } from '@/lib/blog/slug';
import { browserStorage } from '@/lib/browser-storage';
import { format } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { articlePath, isBlogPageSlug, localizedPath } from '@/lib/routes/paths';
import { DescriptionMeter } from './description-meter';
import { DraftOffer } from './draft-offer';
import { ImagePreview } from './image-preview';
import { readSession, type EditorSession } from './session';
import type { EditorTexts } from './texts';
import { useLeaveGuard } from './use-leave-guard';

function EditorLoading({ text }: { text: string }) {
  return (
    <p role="status" className="min-h-72 rounded-2xl border border-violet/40 bg-night-900 px-4 py-3 text-mist-muted">
      {text}
    </p>
  );
}

/** Opening the editor once the page has loaded: the rich-text chunk stays off every other page. */
const RichText = dynamic(() => import('./rich-text').then((module) => module.RichText), { ssr: false });

/**
 * The article editor for a new article or, with `?edit=slug`, a stored one. Read once in the
 * browser (the page is prerendered): the fields, a kept draft, why it opened as it did.
 */
export function ArticleEditor({ texts, locale }: { texts: EditorTexts; locale: Locale }) {
  // The query is the browser's alone: the prerendered page shows the loading line until it is read.
  return (
    <Suspense fallback={<EditorLoading text={texts.editor.loading} />}>
      <EditorSessionReader texts={texts} locale={locale} />
    </Suspense>
  );
}

function EditorSessionReader({ texts, locale }: { texts: EditorTexts; locale: Locale }) {
  // From the router, not `location`: during a client-side navigation the address bar changes after this renders.
  const asked = useSearchParams().get('edit');
  const read = useMemo(() => {
    let session: EditorSession | undefined;
    return () => (session ??= readSession(asked));
  }, [asked]);
  const session = useInBrowser(read, null);
  if (!session) return <EditorLoading text={texts.editor.loading} />;
  if (session.blocked) {
    return (
      <p role="alert" className="rounded-3xl border border-gold/40 bg-night-800 p-5 text-sm">
        {texts.storageBlocked}
      </p>
    );
  }
  return <EditorForm key={asked ?? ''} session={session} texts={texts} locale={locale} />;
}

function EditorForm({ session, texts: t, locale }: { session: EditorSession; texts: EditorTexts; locale: Locale }) {
  const router = useRouter();
  const { editing, baseline } = session;
  const draftId = editing ?? NEW_ARTICLE_DRAFT;
  const [fields, setFields] = useState<EditorFields>(baseline);
  const [slugEdited, setSlugEdited] = useState(editing !== null);
  const [offer, setOffer] = useState(session.draft);
  const [opened, setOpened] = useState({ html: baseline.content, version: 0 });
  const [preview, setPreview] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [kept, setKept] = useState(false);
  const today = articleDate(new Date());
  const e = t.editor;

  const dirty = !saved && fieldsDiffer(fields, baseline);
  const keepDraft = useCallback(() => {
    const storage = browserStorage('localStorage');
    // While a kept draft is offered, typing must not replace it.
    if (!storage || offer || saved) return;
    const drafts = draftStore(storage);
    if (dirty) setKept(drafts.keep({ id: draftId, fields, slugEdited, savedAt: Date.now() }).ok);
    else if (drafts.get(draftId)) drafts.discard(draftId);
  }, [offer, saved, dirty, draftId, fields, slugEdited]);

  useEffect(() => {
    const timer = window.setTimeout(keepDraft, 400);
    return () => window.clearTimeout(timer);
  }, [keepDraft]);
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
    const storage = browserStorage('localStorage');
    if (storage) draftStore(storage).discard(draftId);
    setOffer(null);
  };

  // The one save action; a later "Publish for everyone" sits beside it with its own.
  const save = (): SaveResult => {
    const storage = browserStorage('localStorage');
    if (!storage) return { ok: false, reason: 'publishFailed' };
    const content = isEmptyHtml(fields.content) ? '' : sanitizeHtml(withoutEmptyParagraphs(fields.content));
    try {
      return saveInBrowser(storage, { ...fields, content }, { editing, today, isPageSlug: isBlogPageSlug });
    } catch {
      return { ok: false, reason: 'publishFailed' };
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
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
    const storage = browserStorage('localStorage');
    if (storage) draftStore(storage).discard(draftId);
    localValuesChanged();
    if (editing) {
      toast.success(e.savedTitle, { description: e.savedDescription });
      router.push(articlePath(result.id, locale));
    } else {
      toast.success(t.publishedTitle, { description: t.publishedDescription });
      router.push(localizedPath('/blog', locale));
    }
  };

  const slug = normalizeSlug(fields.id);
  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      {editing && <h2 className="text-xl font-semibold text-gold">{format(e.editing, { title: baseline.title || editing })}</h2>}
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
      {preview && (
        <section aria-label={e.previewLabel} className="rounded-3xl border border-violet/30 p-4 sm:p-8">
          <ArticleHeader
            title={fields.title}
            date={fields.date || today}
            description={fields.description}
            image={fields.featuredImage}
            imageAlt={e.imagePreviewAlt}
          />
          <div className="mx-auto mt-10 max-w-3xl">
            <ArticleBody content={fields.content} />
          </div>
        </section>
      )}
      <div hidden={preview} className="space-y-6">
        <Field id="article-title" label={t.titleLabel}>
          <Input id="article-title" name="title" value={fields.title} onChange={(event) => setTitle(event.target.value)} />
        </Field>
        <Field
          id="article-id"
          label={t.idLabel}
          hint={`${format(t.idHint, { path: articlePath(slug || '…', locale) })} ${slugEdited ? '' : e.slugFollows}`}
        >
          <Input
            id="article-id"
            name="id"
            value={fields.id}
            onChange={(event) => setSlug(event.target.value)}
            aria-describedby="article-id-hint"
            autoComplete="off"
          />
        </Field>
        <Field id="article-description" label={t.descriptionLabel}>
          <Textarea
            id="article-description"
            name="description"
            rows={2}
            value={fields.description}
            onChange={(event) => set('description')(event.target.value)}
            aria-describedby="article-description-meter"
          />
          <DescriptionMeter id="article-description-meter" description={fields.description} texts={e} />
        </Field>
        <Field id="article-date" label={t.dateLabel}>
          <Input
            id="article-date"
            name="date"
            placeholder={today}
            value={fields.date}
            onChange={(event) => set('date')(event.target.value)}
          />
        </Field>
        <Field id="article-image" label={t.imageLabel}>
          <Input
            id="article-image"
            name="featuredImage"
            inputMode="url"
            placeholder="https://"
            value={fields.featuredImage}
            onChange={(event) => set('featuredImage')(event.target.value)}
            aria-describedby="article-image-status"
          />
          <ImagePreview id="article-image-status" url={fields.featuredImage} texts={e} />
        </Field>
        <div className="space-y-2">
          <p id="article-content-label" className="font-semibold">
            {t.contentLabel}
          </p>
          <RichText
            key={opened.version}
            initialHtml={opened.html}
            onChange={set('content')}
            texts={e}
            labelledBy="article-content-label"
            describedBy="article-content-hint"
          />
          <p id="article-content-hint" className="text-sm text-mist-muted">
            {t.contentHint}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={saving}>
          {saving ? (editing ? e.saving : t.submitting) : editing ? e.saveChanges : t.submit}
        </Button>
        {kept && (
          <p role="status" className="text-sm text-mist-muted">
            {e.draftKept}
          </p>
        )}
      </div>
    </form>
  );
}
