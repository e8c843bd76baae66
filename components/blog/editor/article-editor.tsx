'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useDesk, useSessionStatus } from '@/components/blog/desk/use-desk';
import { openServerArticle, type Desk } from '@/lib/blog/desk';
import { format } from '@/lib/format';
import { locales, type Locale } from '@/lib/i18n/routing';
import { useInBrowser } from '@/hooks/use-in-browser';
import { EditorForm } from './editor-form';
import { readSession, serverSession, type EditorSession } from './session';
import type { EditorTexts } from './texts';

/**
 * The article editor for a new article; with `?edit=slug`, a stored one; with `?server=slug&lang=…`,
 * one published for every visitor. Read once in the browser (the page is prerendered): the fields,
 * a kept draft, why it opened as it did, and whether this browser is signed in to publish.
 */
export function ArticleEditor({ texts, locale }: { texts: EditorTexts; locale: Locale }) {
  // The query is the browser's alone: the prerendered page shows the loading line until it is read.
  return (
    <Suspense fallback={<EditorLoading text={texts.editor.loading} />}>
      <EditorSessionReader texts={texts} locale={locale} />
    </Suspense>
  );
}

export function EditorLoading({ text }: { text: string }) {
  return (
    <p role="status" className="min-h-72 rounded-2xl border border-violet/40 bg-night-900 px-4 py-3 text-mist-muted">
      {text}
    </p>
  );
}

function Alert({ children }: { children: React.ReactNode }) {
  return (
    <p role="alert" className="rounded-3xl border border-gold/40 bg-night-800 p-5 text-sm">
      {children}
    </p>
  );
}

function EditorSessionReader({ texts, locale }: { texts: EditorTexts; locale: Locale }) {
  // From the router, not `location`: during a client-side navigation the address bar changes after this renders.
  const query = useSearchParams();
  const asked = query.get('edit');
  const server = query.get('server');
  // Not isLocale: that would put one more export of the routing module in every page's shared chunk.
  const language = locales.find((option) => option === query.get('lang'));
  const desk = useDesk(locale, texts.desk.unreachable);
  const [status] = useSessionStatus(desk);
  const signedIn = status?.signedIn ? desk : null;
  if (server !== null && language)
    return <ServerSessionReader key={`${language}:${server}`} id={server} language={language} desk={desk} texts={texts} locale={locale} />;
  return <BrowserSessionReader key={asked ?? ''} asked={asked} desk={signedIn} texts={texts} locale={locale} />;
}

function BrowserSessionReader({
  asked,
  desk,
  texts,
  locale,
}: {
  asked: string | null;
  desk: Desk | null;
  texts: EditorTexts;
  locale: Locale;
}) {
  const read = useMemo(() => {
    let session: EditorSession | undefined;
    return () => (session ??= readSession(asked));
  }, [asked]);
  const session = useInBrowser(read, null);
  if (!session) return <EditorLoading text={texts.editor.loading} />;
  if (session.blocked) return <Alert>{texts.storageBlocked}</Alert>;
  return <EditorForm session={session} texts={texts} locale={locale} desk={desk} />;
}

/** A server article, asked of the desk (which answers only a signed-in editor); a refusal says why. */
function ServerSessionReader({
  id,
  language,
  desk,
  texts,
  locale,
}: {
  id: string;
  language: Locale;
  desk: Desk;
  texts: EditorTexts;
  locale: Locale;
}) {
  const [opened, setOpened] = useState<EditorSession | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    void openServerArticle(desk, id, language).then((answer) => {
      if (live) setOpened(answer.ok ? serverSession(answer.value) : { error: answer.error });
    });
    return () => {
      live = false;
    };
  }, [desk, id, language]);
  if (!opened) return <EditorLoading text={texts.editor.loading} />;
  if ('error' in opened) return <Alert>{format(texts.desk.openFailed, { reason: opened.error })}</Alert>;
  if (opened.blocked) return <Alert>{texts.storageBlocked}</Alert>;
  return <EditorForm session={opened} texts={texts} locale={locale} desk={desk} />;
}
