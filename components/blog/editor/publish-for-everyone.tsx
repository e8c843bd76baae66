'use client';

import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Select } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { openServerArticle, publishForEveryone, type Desk, type Published } from '@/lib/blog/desk';
import type { EditorFields } from '@/lib/blog/editor/draft';
import { normalizeSlug } from '@/lib/blog/slug';
import { format } from '@/lib/format';
import { locales, type Locale } from '@/lib/i18n/routing';
import { articlePath } from '@/lib/routes/paths';
import type { OnServer } from './session';
import type { EditorTexts } from './texts';

export interface PublishForEveryoneProps {
  desk: Desk;
  texts: EditorTexts;
  /** The page's language: a new article's, unless the editor picks another. */
  locale: Locale;
  /** The server article open in the editor, if any: the one article a publish may replace. */
  onServer: OnServer | null;
  /** The fields as the editor holds them, and as they are stored (content cleaned and sanitized). */
  fields: EditorFields;
  stored: (fields: EditorFields) => EditorFields;
  /** Told what was published, and the fields as they were when the editor pressed the button. */
  onPublished: (published: Published, fields: EditorFields) => void;
  /** "Save in this browser", shown beside "Publish for everyone"; a note after both. */
  saveButton: ReactNode;
  note: ReactNode;
}

/**
 * "Publish for everyone", for a signed-in editor: the article in the chosen language, through the
 * publish API with the session cookie. It replaces only the server article the editor opened; the
 * same address in another language is its translation. A refusal is said in the page's language
 * and the editor keeps every field.
 */
export function PublishForEveryone({
  desk,
  texts,
  locale,
  onServer,
  fields,
  stored,
  onPublished,
  saveButton,
  note,
}: PublishForEveryoneProps) {
  const t = texts.desk;
  const [language, setLanguage] = useState<Locale>(onServer?.locale ?? locale);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Published | null>(null);

  const refuse = (reason: string) => {
    setBusy(false);
    toast.error(t.failedTitle, { description: reason });
  };
  const publish = async () => {
    setBusy(true);
    const pressed = fields;
    const slug = normalizeSlug(pressed.id);
    // Another server article at this address in this language is someone's work: never replaced from here.
    if (slug && !(onServer?.id === slug && onServer.locale === language)) {
      const taken = await openServerArticle(desk, slug, language);
      if (taken.ok) return refuse(format(t.slugTaken, { language: texts.languages[language] }));
      if (taken.status !== 404) return refuse(taken.error);
    }
    const answer = await publishForEveryone(desk, stored(pressed), language);
    if (!answer.ok) return refuse(answer.error);
    setBusy(false);
    setShown(answer.value);
    toast.success(t.publishedTitle, { description: format(t.published, { language: texts.languages[answer.value.locale] }) });
    onPublished(answer.value, pressed);
  };

  return (
    <div className="space-y-4">
      <Field id="article-language" label={t.languageLabel} hint={t.languageHint}>
        <Select
          id="article-language"
          value={language}
          onChange={(event) => setLanguage(event.target.value as Locale)}
          aria-describedby="article-language-hint"
        >
          {locales.map((option) => (
            <option key={option} value={option} lang={option}>
              {texts.languages[option]}
            </option>
          ))}
        </Select>
      </Field>
      {onServer && (
        <p className="text-sm text-mist-muted">
          {format(t.inLanguages, { languages: onServer.locales.map((option) => texts.languages[option]).join(', ') })}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        {saveButton}
        <Button type="button" variant={saveButton ? 'outline' : 'default'} disabled={busy} onClick={() => void publish()}>
          {busy ? t.publishing : t.publish}
        </Button>
        {note}
      </div>
      {shown && (
        <p role="status" className="rounded-3xl border border-gold/40 bg-night-800 p-5 text-sm">
          {format(t.published, { language: texts.languages[shown.locale] })}{' '}
          <a href={articlePath(shown.id, shown.locale)} className="font-semibold text-gold underline underline-offset-4">
            {t.openPage}
          </a>
        </p>
      )}
    </div>
  );
}
