'use client';

import { useEffect, useRef, useState } from 'react';
import { withCode } from '@/components/blog/with-code';
import { Button, buttonVariants } from '@/components/ui/button';
import { signOut, type SessionStatus } from '@/lib/blog/desk';
import { localizedPath } from '@/lib/routes/paths';
import { ServerArticleList } from './server-article-list';
import { SignInForm } from './sign-in-form';
import type { DeskProps } from './texts';
import { useDesk, useSessionStatus } from './use-desk';

/**
 * Publishing for every visitor from the editor, on the settings page: signing in with the publish
 * key, then the server's articles. Nothing at all while the server has no key (or cannot say).
 */
export function ServerDesk(props: DeskProps) {
  const { texts: t, locale } = props;
  const desk = useDesk(locale, t.unreachable);
  const [status, setStatus] = useSessionStatus(desk);
  // After signing in or out the form or the list replaces what had the focus: it moves with them.
  const [moved, setMoved] = useState<'in' | 'out' | null>(null);
  const [error, setError] = useState('');
  const signedIn = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (moved === 'in') signedIn.current?.focus();
  }, [moved]);
  if (!status?.enabled) return null;

  const changed = (next: SessionStatus) => {
    setError('');
    setMoved(next.signedIn ? 'in' : 'out');
    setStatus(next);
  };
  const leave = async () => {
    const answer = await signOut(desk);
    if (answer.ok) changed(answer.value);
    else setError(answer.error);
  };

  return (
    <section id="desk" aria-labelledby="desk-title" className="mx-auto mt-10 max-w-2xl space-y-4">
      <h2 id="desk-title" className="text-2xl font-semibold text-gold">
        {t.title}
      </h2>
      <p className="leading-relaxed">{withCode(t.intro)}</p>
      {status.signedIn ? (
        <div className="space-y-8">
          <div className="flex flex-wrap items-center gap-3 rounded-3xl border border-gold/40 bg-night-800 p-5">
            <p ref={signedIn} tabIndex={-1} className="basis-full">
              {t.signedIn}
            </p>
            <a href={localizedPath('/blog/new', locale)} className={buttonVariants()}>
              {t.write}
            </a>
            <Button variant="outline" onClick={() => void leave()}>
              {t.signOut}
            </Button>
            {error && (
              <p role="alert" className="basis-full text-sm text-danger">
                {error}
              </p>
            )}
          </div>
          <ServerArticleList desk={desk} {...props} />
        </div>
      ) : (
        <SignInForm desk={desk} texts={t} onSignedIn={changed} signedOut={moved === 'out'} />
      )}
    </section>
  );
}
