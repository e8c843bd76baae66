'use client';

import { useRouter } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { browserStorage } from '@/lib/browser-storage';
import { processRequest, type Outcome } from '@/lib/blog/protocol';
import { articleDate, normalizeSlug } from '@/lib/blog/slug';
import { articleStore } from '@/lib/blog/store';
import { format } from '@/lib/tarot/text';
import type messages from '@/messages/en.json';
import { articlesChanged } from './use-stored-articles';

export type ArticleFormTexts = (typeof messages)['BlogNew'] & { messages: (typeof messages)['BlogApi'] };

const noSubscription = () => () => {};
const storageBlocked = () => browserStorage('localStorage') === null;

/** The create form (SPEC §5): no required or length rules shown; the protocol decides what publishes. */
export function ArticleForm({ texts: t }: { texts: ArticleFormTexts }) {
  const router = useRouter();
  const [values, setValues] = useState({ id: '', title: '', description: '', date: '', featuredImage: '', content: '' });
  const [submitting, setSubmitting] = useState(false);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const blocked = useSyncExternalStore(noSubscription, storageBlocked, () => false);
  const today = articleDate(new Date());

  // Storage that breaks mid-way is a failed publish, never a button stuck on "Publishing...".
  const publish = (storage: Storage): Outcome => {
    try {
      return processRequest({ ...values, date: values.date || today }, articleStore(storage), today);
    } catch {
      return { ok: false, action: 'publish', message: 'publishFailed' };
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const storage = browserStorage('localStorage');
    if (!storage) {
      toast.error(t.failedTitle, { description: t.storageBlocked });
      return;
    }
    setSubmitting(true);
    const outcome = publish(storage);
    if (outcome.ok) {
      articlesChanged();
      toast.success(t.publishedTitle, { description: t.publishedDescription });
      router.push('/blog');
      return;
    }
    setSubmitting(false);
    const reason = outcome.message === 'publishFailed' ? t.failedDescription : t.messages[outcome.message];
    toast.error(t.failedTitle, { description: reason });
  };

  const slug = normalizeSlug(values.id);
  return (
    <form onSubmit={submit} className="mx-auto mt-10 max-w-2xl space-y-6">
      {blocked && (
        <p role="alert" id="storage-blocked" className="rounded-3xl border border-gold/40 bg-night-800 p-5 text-sm">
          {t.storageBlocked}
        </p>
      )}
      <Field id="article-id" label={t.idLabel} hint={format(t.idHint, { slug: slug || '…' })}>
        <Input id="article-id" value={values.id} onChange={set('id')} aria-describedby="article-id-hint" autoComplete="off" />
      </Field>
      <Field id="article-title" label={t.titleLabel}>
        <Input id="article-title" value={values.title} onChange={set('title')} />
      </Field>
      <Field id="article-description" label={t.descriptionLabel}>
        <Textarea id="article-description" value={values.description} onChange={set('description')} rows={2} />
      </Field>
      <Field id="article-date" label={t.dateLabel}>
        <Input id="article-date" value={values.date} onChange={set('date')} placeholder={today} />
      </Field>
      <Field id="article-image" label={t.imageLabel}>
        <Input id="article-image" type="url" inputMode="url" value={values.featuredImage} onChange={set('featuredImage')} placeholder="https://" />
      </Field>
      <Field id="article-content" label={t.contentLabel} hint={t.contentHint}>
        <Textarea id="article-content" value={values.content} onChange={set('content')} rows={12} aria-describedby="article-content-hint" />
      </Field>
      <Button type="submit" disabled={submitting || blocked} aria-describedby={blocked ? 'storage-blocked' : undefined}>
        {submitting ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
