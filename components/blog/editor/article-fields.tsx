'use client';

import dynamic from 'next/dynamic';
import { Field, Input } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import type { EditorFields } from '@/lib/blog/editor/draft';
import { normalizeSlug } from '@/lib/blog/slug';
import { format } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { articlePath } from '@/lib/routes/paths';
import { DescriptionMeter } from './description-meter';
import { ImagePreview } from './image-preview';
import type { EditorTexts } from './texts';

/** Opening the editor once the page has loaded: the rich-text chunk stays off every other page. */
const RichText = dynamic(() => import('./rich-text').then((module) => module.RichText), { ssr: false });

export interface ArticleFieldsProps {
  fields: EditorFields;
  texts: EditorTexts;
  locale: Locale;
  today: string;
  /** The HTML the rich text opens with; a new version opens it again. */
  opened: { html: string; version: number };
  /** 'follows' the title, 'edited' by hand, or 'fixed': a server article's address does not change. */
  slug: 'follows' | 'edited' | 'fixed';
  setTitle: (title: string) => void;
  setSlug: (slug: string) => void;
  set: (name: keyof EditorFields) => (value: string) => void;
}

/** The article's fields: title, address, description, date, featured image and the rich-text content. */
export function ArticleFields({ fields, texts: t, locale, today, opened, slug, setTitle, setSlug, set }: ArticleFieldsProps) {
  const e = t.editor;
  const path = articlePath(normalizeSlug(fields.id) || '…', locale);
  const slugNote = slug === 'fixed' ? t.desk.slugFixed : slug === 'follows' ? e.slugFollows : '';
  return (
    <>
      <Field id="article-title" label={t.titleLabel}>
        <Input id="article-title" name="title" value={fields.title} onChange={(event) => setTitle(event.target.value)} />
      </Field>
      <Field id="article-id" label={t.idLabel} hint={`${format(t.idHint, { path })} ${slugNote}`}>
        <Input
          id="article-id"
          name="id"
          value={fields.id}
          readOnly={slug === 'fixed'}
          onChange={(event) => setSlug(event.target.value)}
          aria-describedby="article-id-hint"
          autoComplete="off"
          className="read-only:opacity-70"
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
    </>
  );
}
