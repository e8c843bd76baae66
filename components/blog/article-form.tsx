'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { browserStorage } from '@/lib/browser-storage';
import { processRequest, type Outcome } from '@/lib/blog/protocol';
import { articleDate, normalizeSlug } from '@/lib/blog/slug';
import { articlePath, isBlogPageSlug, localizedPath } from '@/lib/routes/paths';
import type { Locale } from '@/lib/i18n/routing';
import { articleStore } from '@/lib/blog/store';
import { format } from '@/lib/format';
import type messages from '@/messages/en.json';
import { useInBrowser } from '@/hooks/use-in-browser';
import { localValuesChanged } from '@/hooks/use-local-value';

export type ArticleFormTexts = (typeof messages)['BlogNew'] & { messages: (typeof messages)['BlogApi'] };

/** 'ready' once hydrated, 'blocked' when the browser refuses site storage; null while prerendered. */
const formState = () => (browserStorage('localStorage') ? 'ready' : 'blocked');

const fields = ['id', 'title', 'description', 'date', 'featuredImage', 'content'] as const;

/**
 * The create form: no required or length rules shown; the protocol decides what publishes.
 * The fields are read from the form when it is sent, so text typed before hydration is kept, and
 * the button waits for hydration (a native submit would put the article in the URL).
 */
export function ArticleForm({ texts: t, locale }: { texts: ArticleFormTexts; locale: Locale }) {
  const router = useRouter();
  const state = useInBrowser(formState, null);
  const [slugSource, setSlugSource] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const today = articleDate(new Date());

  // Storage that breaks mid-way is a failed publish, never a button stuck on "Publishing...".
  const publish = (storage: Storage, form: HTMLFormElement): Outcome => {
    const data = new FormData(form);
    const values = Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? '')]));
    try {
      return processRequest({ ...values, date: values.date || today }, articleStore(storage), today, isBlogPageSlug);
    } catch {
      return { ok: false, action: 'publish', message: 'publishFailed' };
    }
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const storage = browserStorage('localStorage');
    if (!storage) {
      toast.error(t.failedTitle, { description: t.storageBlocked });
      return;
    }
    setSubmitting(true);
    const outcome = publish(storage, event.currentTarget);
    if (outcome.ok) {
      localValuesChanged();
      toast.success(t.publishedTitle, { description: t.publishedDescription });
      router.push(localizedPath('/blog', locale));
      return;
    }
    setSubmitting(false);
    const reason = outcome.message === 'publishFailed' ? t.failedDescription : t.messages[outcome.message];
    toast.error(t.failedTitle, { description: reason });
  };

  const slug = normalizeSlug(slugSource);
  const blocked = state === 'blocked';
  return (
    <form onSubmit={submit} className="mx-auto mt-10 max-w-2xl space-y-6">
      {blocked && (
        <p role="alert" id="storage-blocked" className="rounded-3xl border border-gold/40 bg-night-800 p-5 text-sm">
          {t.storageBlocked}
        </p>
      )}
      <Field id="article-id" label={t.idLabel} hint={format(t.idHint, { path: articlePath(slug || '…', locale) })}>
        <Input
          id="article-id"
          name="id"
          onChange={(event) => setSlugSource(event.target.value)}
          aria-describedby="article-id-hint"
          autoComplete="off"
        />
      </Field>
      <Field id="article-title" label={t.titleLabel}>
        <Input id="article-title" name="title" />
      </Field>
      <Field id="article-description" label={t.descriptionLabel}>
        <Textarea id="article-description" name="description" rows={2} />
      </Field>
      <Field id="article-date" label={t.dateLabel}>
        <Input id="article-date" name="date" placeholder={today} />
      </Field>
      <Field id="article-image" label={t.imageLabel}>
        <Input id="article-image" name="featuredImage" inputMode="url" placeholder="https://" />
      </Field>
      <Field id="article-content" label={t.contentLabel} hint={t.contentHint}>
        <Textarea id="article-content" name="content" rows={12} aria-describedby="article-content-hint" />
      </Field>
      <Button type="submit" disabled={state !== 'ready' || submitting} aria-describedby={blocked ? 'storage-blocked' : undefined}>
        {submitting ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
