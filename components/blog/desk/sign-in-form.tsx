'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { signIn, type Desk, type SessionStatus } from '@/lib/blog/desk';
import type { DeskProps } from './texts';

export interface SignInFormProps {
  desk: Desk;
  texts: DeskProps['texts'];
  onSignedIn: (status: SessionStatus) => void;
  /** Said above the form, and focus given to the key, after signing out. */
  signedOut: boolean;
}

/**
 * The publish key, typed once: it lives in this form's state until the server answers, and goes
 * nowhere else (not the address, not storage). The answer is a cookie the page cannot read.
 */
export function SignInForm({ desk, texts: t, onSignedIn, signedOut }: SignInFormProps) {
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (signedOut) field.current?.focus();
  }, [signedOut]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await signIn(desk, key);
    setBusy(false);
    if (!answer.ok) {
      setError(answer.error);
      field.current?.focus();
      return;
    }
    setKey('');
    onSignedIn(answer.value);
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3" noValidate>
      {signedOut && (
        <p role="status" className="text-sm text-mist-muted">
          {t.signedOut}
        </p>
      )}
      <Field id="desk-key" label={t.keyLabel} hint={t.keyHint}>
        <Input
          ref={field}
          id="desk-key"
          name="key"
          type="password"
          value={key}
          onChange={(event) => setKey(event.target.value)}
          autoComplete="current-password"
          spellCheck={false}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'desk-key-hint desk-key-error' : 'desk-key-hint'}
          className="font-mono"
        />
      </Field>
      {error && (
        <p id="desk-key-error" role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? t.signingIn : t.signIn}
      </Button>
    </form>
  );
}
