'use client';

import type { Editor } from '@tiptap/react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { isAllowedImage, isAllowedLink } from '@/lib/blog/sanitize';
import type { EditorTexts } from './texts';

export type PanelKind = 'link' | 'image';

/**
 * The address (and, for an image, its alternative text) of a link or image, asked in the page
 * rather than in a prompt, so it is labelled, checked against the allowlist and usable on a phone.
 * Not a <form>: it sits inside the article's form.
 */
export function InsertPanel({
  kind,
  editor,
  texts: t,
  onClose,
}: {
  kind: PanelKind;
  editor: Editor;
  texts: EditorTexts['editor'];
  onClose: () => void;
}) {
  const id = useId();
  const current = kind === 'link' ? ((editor.getAttributes('link').href as string | undefined) ?? '') : '';
  const [url, setUrl] = useState(current);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState('');

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const address = url.trim();
    if (kind === 'link') {
      if (!isAllowedLink(address)) return setError(t.linkInvalid);
      const chain = editor.chain().focus().extendMarkRange('link');
      if (editor.state.selection.empty && !editor.isActive('link')) {
        chain.insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] }).run();
      } else chain.setLink({ href: address }).run();
    } else {
      if (!isAllowedImage(address)) return setError(t.imageInvalid);
      editor.chain().focus().setImage({ src: address, alt: alt.trim() }).run();
    }
    onClose();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
    // Enter applies here, instead of sending the article's form.
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      apply();
    }
  };

  return (
    <div role="group" aria-label={t[kind]} onKeyDown={onKeyDown} className="space-y-3 border-x border-violet/40 bg-night-800 p-3">
      <label htmlFor={`${id}-url`} className="block text-sm font-semibold">
        {kind === 'link' ? t.linkUrlLabel : t.imageUrlLabel}
      </label>
      <Input
        id={`${id}-url`}
        value={url}
        onChange={(event) => {
          setUrl(event.target.value);
          setError('');
        }}
        inputMode="url"
        placeholder="https://"
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {kind === 'image' && (
        <>
          <label htmlFor={`${id}-alt`} className="block text-sm font-semibold">
            {t.imageAltLabel}
          </label>
          <Input id={`${id}-alt`} value={alt} onChange={(event) => setAlt(event.target.value)} />
        </>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => apply()}>
          {kind === 'link' ? t.linkApply : t.imageInsert}
        </Button>
        {kind === 'link' && current && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            {t.linkRemove}
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" onClick={close}>
          {t.cancel}
        </Button>
      </div>
    </div>
  );
}
