'use client';

import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Icon, type IconName } from '@/components/ui/icons';
import { cn } from '@/lib/utils';
import { InsertPanel, type PanelKind } from './insert-panel';
import type { EditorTexts } from './texts';

type Texts = EditorTexts['editor'];

interface Tool {
  name: keyof Texts;
  /** What the button shows (its name is its label): a character, or one of the site's icons. */
  glyph: string | { icon: IconName };
  run: (editor: Editor) => void;
  /** Toggles report their state (aria-pressed); actions do not. */
  active?: (editor: Editor) => boolean;
  panel?: PanelKind;
}

const tools: Tool[] = [
  { name: 'paragraph', glyph: '¶', run: (e) => e.chain().focus().setParagraph().run(), active: (e) => e.isActive('paragraph') },
  {
    name: 'heading2',
    glyph: 'H2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    name: 'heading3',
    glyph: 'H3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  { name: 'bold', glyph: 'B', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { name: 'italic', glyph: 'I', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { name: 'bulletList', glyph: '•', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { name: 'orderedList', glyph: '1.', run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { name: 'quote', glyph: '“', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  { name: 'link', glyph: { icon: 'link' }, run: () => {}, active: (e) => e.isActive('link'), panel: 'link' },
  { name: 'image', glyph: { icon: 'image' }, run: () => {}, panel: 'image' },
  { name: 'divider', glyph: '―', run: (e) => e.chain().focus().setHorizontalRule().run() },
  { name: 'undo', glyph: '↶', run: (e) => e.chain().focus().undo().run() },
  { name: 'redo', glyph: '↷', run: (e) => e.chain().focus().redo().run() },
];

/**
 * The formatting toolbar: one tab stop, arrow keys (Home, End) move between its buttons (the
 * roving tabindex of the ARIA toolbar pattern); each button is named, toggles say whether they are on.
 */
export function Toolbar({ editor, texts: t, controls }: { editor: Editor | null; texts: Texts; controls: string }) {
  const [focused, setFocused] = useState(0);
  const [panel, setPanel] = useState<PanelKind | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor }) => (editor ? tools.map((tool) => tool.active?.(editor) ?? null) : tools.map(() => null)),
  });

  const move = (event: KeyboardEvent) => {
    const last = tools.length - 1;
    const next = { ArrowRight: focused + 1, ArrowLeft: focused - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = next < 0 ? last : next > last ? 0 : next;
    setFocused(index);
    buttons.current[index]?.focus();
  };

  return (
    <>
      <div
        role="toolbar"
        aria-label={t.toolbarLabel}
        aria-controls={controls}
        onKeyDown={move}
        className="flex flex-wrap gap-1 rounded-t-2xl border border-violet/40 bg-night-800 p-1.5"
      >
        {tools.map((tool, index) => {
          const pressed = state?.[index];
          return (
            <button
              key={tool.name}
              ref={(node) => {
                buttons.current[index] = node;
              }}
              type="button"
              tabIndex={index === focused ? 0 : -1}
              aria-label={t[tool.name]}
              title={t[tool.name]}
              aria-pressed={pressed === null || pressed === undefined ? undefined : pressed}
              aria-expanded={tool.panel ? panel === tool.panel : undefined}
              disabled={!editor}
              onFocus={() => setFocused(index)}
              onClick={() => {
                if (!editor) return;
                if (tool.panel) setPanel(panel === tool.panel ? null : tool.panel);
                else tool.run(editor);
              }}
              className={cn(
                'inline-flex size-11 items-center justify-center rounded-xl text-base text-mist hover:bg-night-700 disabled:opacity-50',
                tool.name === 'bold' && 'font-bold',
                tool.name === 'italic' && 'font-serif italic',
                pressed && 'bg-violet/40 text-gold',
              )}
            >
              {typeof tool.glyph === 'string' ? (
                <span aria-hidden="true">{tool.glyph}</span>
              ) : (
                <Icon name={tool.glyph.icon} className="size-5" />
              )}
            </button>
          );
        })}
      </div>
      {editor && panel && <InsertPanel key={panel} kind={panel} editor={editor} texts={t} onClose={() => setPanel(null)} />}
    </>
  );
}
