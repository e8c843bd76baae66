'use client';

// TipTap (on ProseMirror) rather than Lexical: HTML is its native way in and out (setContent /
// getHTML), so the article keeps its stored shape, sanitized HTML; its schema drops whatever it
// does not know on paste, its input rules give the Markdown shortcuts, and ProseMirror is the
// longest-kept, most widely used of the two cores. This module is the lazily loaded chunk.
import DOMPurify from 'dompurify';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { cleanPastedHtml } from '@/lib/blog/editor/paste';
import { isAllowedLink } from '@/lib/blog/sanitize';
import type { EditorTexts } from './texts';
import { Toolbar } from './toolbar';

export interface RichTextProps {
  /** The content to open with (sanitized HTML); a new value needs a new `key`. */
  initialHtml: string;
  onChange: (html: string) => void;
  texts: EditorTexts['editor'];
  labelledBy: string;
  describedBy: string;
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

// The schema holds what the sanitizer's allowlist keeps: h2–h4, lists, quotes, links, images, rules.
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: { openOnClick: false, autolink: true, isAllowedUri: (url) => isAllowedLink(url), HTMLAttributes: { target: null } },
  }),
  Image.configure({ inline: false, allowBase64: false }),
];

/** The article's content as rich text, with its toolbar. */
export function RichText({ initialHtml, onChange, texts, labelledBy, describedBy }: RichTextProps) {
  const editor = useEditor({
    extensions,
    content: initialHtml,
    immediatelyRender: false,
    onUpdate: ({ editor }) => onChange(editor.getHTML()),
    editorProps: {
      attributes: {
        id: 'article-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        'aria-describedby': describedBy,
        class:
          'prose-tarot min-h-72 rounded-b-2xl border border-t-0 border-violet/40 bg-night-900 px-4 py-3 focus-visible:outline-offset-0',
      },
      // Google Docs, Word or any page: cleaned to the site's allowlist before the schema reads it.
      transformPastedHTML: (html) => cleanPastedHtml(html, { purifier: DOMPurify, parse }),
    },
  });
  return (
    <div data-editor>
      <Toolbar editor={editor} texts={texts} controls="article-content" />
      <EditorContent editor={editor} />
    </div>
  );
}
