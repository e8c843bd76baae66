'use client';

import { useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { useInBrowser } from '@/hooks/use-in-browser';
import { browserStorage } from '@/lib/browser-storage';
import { generateApiKey, isStrongApiKey, MIN_API_KEY_LENGTH } from '@/lib/blog/api-key';
import { articleStore } from '@/lib/blog/store';
import type messages from '@/messages/en.json';

export type SettingsTexts = (typeof messages)['BlogSettings'];

const publishExample = {
  id: 'my-first-post',
  title: 'My First Post',
  description: 'A short summary shown in the blog list',
  content: '<p>Hello from my automation tool.</p>',
  featuredImage: 'https://example.com/image.jpg',
};
const deleteExample = { method: 'DELETE', id: 'my-first-post' };

const keyListeners = new Set<() => void>();
const subscribeKey = (listener: () => void) => {
  keyListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    keyListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

/** The saved key; undefined before hydration, 'blocked' when the browser refuses site storage. */
function readSavedKey(): string | null | 'blocked' {
  const storage = browserStorage('localStorage');
  if (!storage) return 'blocked';
  try {
    return articleStore(storage).apiKey();
  } catch {
    return 'blocked';
  }
}

/** The key for the publish URL: generate or type it (16 characters or more), save it, copy the endpoint URL. */
export function ApiSettings({ texts: t }: { texts: SettingsTexts }) {
  const origin = useInBrowser(() => window.location.origin, '');
  const stored = useSyncExternalStore(subscribeKey, readSavedKey, () => undefined);
  const blocked = stored === 'blocked';
  const saved = blocked ? null : (stored ?? null);
  const [edited, setDraft] = useState<string | null>(null);
  const draft = edited ?? saved ?? '';
  const usable = isStrongApiKey(saved);
  const endpoint = usable ? `${origin}/api/blog/publish?apiKey=${encodeURIComponent(saved)}` : '';

  const save = () => {
    const key = draft.trim();
    if (!key) {
      toast.error(t.errorTitle, { description: t.noKey });
      return;
    }
    if (!isStrongApiKey(key)) {
      toast.error(t.errorTitle, { description: t.keyTooShort });
      return;
    }
    const storage = browserStorage('localStorage');
    if (!storage || !articleStore(storage).saveApiKey(key).ok) {
      toast.error(t.errorTitle, { description: t.storageBlocked });
      return;
    }
    keyListeners.forEach((listener) => listener());
    toast.success(t.savedTitle, { description: t.savedDescription });
  };

  const copy = async () => {
    await navigator.clipboard.writeText(endpoint);
    toast.success(t.copiedTitle, { description: t.copiedDescription });
  };

  return (
    <div className="mx-auto mt-10 max-w-2xl space-y-10">
      {(blocked || (saved && !usable)) && (
        <p role="alert" className="rounded-3xl border border-gold/40 bg-night-800 p-5 text-sm">
          {blocked ? t.storageBlocked : t.savedKeyTooShort}
        </p>
      )}
      <div className="space-y-3">
        <Field id="api-key" label={t.keyLabel} hint={t.keyRule}>
          <Input
            id="api-key"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            minLength={MIN_API_KEY_LENGTH}
            aria-describedby="api-key-hint"
            className="font-mono"
          />
        </Field>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => setDraft(generateApiKey(crypto))}>
            {t.generate}
          </Button>
          <Button onClick={save}>{t.save}</Button>
        </div>
      </div>
      <div className="space-y-3">
        <Field id="endpoint" label={t.endpointLabel} hint={endpoint ? undefined : t.endpointHint}>
          <Input
            id="endpoint"
            readOnly
            value={endpoint}
            className="font-mono text-sm"
            aria-describedby={endpoint ? undefined : 'endpoint-hint'}
          />
        </Field>
        <Button variant="outline" disabled={!endpoint} onClick={copy}>
          {t.copy}
        </Button>
      </div>
      <section aria-labelledby="how-title" className="space-y-4">
        <h2 id="how-title" className="text-2xl font-semibold text-gold">
          {t.howTitle}
        </h2>
        <p className="leading-relaxed">{t.how}</p>
        <Tabs defaultValue="publish">
          <TabsList>
            <TabsTrigger value="publish">{t.publishTab}</TabsTrigger>
            <TabsTrigger value="delete">{t.deleteTab}</TabsTrigger>
          </TabsList>
          <TabsContent value="publish">
            <p>{t.publishHelp}</p>
            {/* Focusable and named: on a phone its lines scroll, by keyboard too. */}
            <pre role="region" aria-label={t.publishTab} tabIndex={0} className="mt-3 overflow-x-auto rounded-2xl bg-night-950 p-4 text-sm">
              {JSON.stringify(publishExample, null, 2)}
            </pre>
          </TabsContent>
          <TabsContent value="delete">
            <p>{t.deleteHelp}</p>
            <pre role="region" aria-label={t.deleteTab} tabIndex={0} className="mt-3 overflow-x-auto rounded-2xl bg-night-950 p-4 text-sm">
              {JSON.stringify(deleteExample, null, 2)}
            </pre>
          </TabsContent>
        </Tabs>
        <p className="text-sm text-mist-muted">{t.postHelp}</p>
      </section>
    </div>
  );
}
