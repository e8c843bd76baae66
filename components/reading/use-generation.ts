'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import type { CardId } from '@/lib/tarot/deck';
import type { ReadingAsk } from '@/lib/tarot/local-reading';

export type GenerationSource = 'ai' | 'template';

export type Generation =
  | { status: 'waiting' }
  | { status: 'streaming' | 'done'; text: string; source: GenerationSource }
  | { status: 'failed' };

export type GenerationRequest = ReadingAsk | { kind: 'mini-love'; cards: readonly CardId[]; locale: Locale };

const catalogs = {
  en: () => import('@/messages/en.json'),
  es: () => import('@/messages/es.json'),
  it: () => import('@/messages/it.json'),
} satisfies Record<Locale, unknown>;

/**
 * The template reading, made in this browser when the site's own API fails (its 429, a proxy's
 * 502, no network): the code and texts load only then. The mini reading has its own failure text.
 */
async function localFallback(request: GenerationRequest): Promise<string | null> {
  if ('kind' in request) return null;
  const [{ localReading }, messages] = await Promise.all([import('@/lib/tarot/local-reading'), catalogs[request.locale]()]);
  return localReading(request, messages.default);
}

type Event = { type: 'text'; text: string } | { type: 'replace'; text: string } | { type: 'done'; source: GenerationSource };

/**
 * Asks `POST /api/reading` for the written reading `delay` ms after mount — once: a finished
 * reading passed in `cached` is shown instead, and an unmount before the delay (React strict mode's
 * rehearsal) cancels the request — and streams it in as NDJSON events arrive. If the call fails,
 * the reading is made here from the template: a reading never ends empty.
 */
export function useGeneration(
  request: GenerationRequest | null,
  { delay, cached, onDone }: { delay: number; cached?: { text: string; source: GenerationSource }; onDone?: (text: string, source: GenerationSource) => void },
): Generation {
  const [generation, setGeneration] = useState<Generation>({ status: 'waiting' });
  const key = request ? JSON.stringify(request) : null;

  useEffect(() => {
    if (!key || cached) return;
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch('/api/reading', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: key,
          signal: abort.signal,
        });
        if (!response.ok || !response.body) throw new Error(`API responded with status ${response.status}`);
        let source = (response.headers.get('x-reading-source') === 'ai' ? 'ai' : 'template') as GenerationSource;
        let text = '';
        let pending = '';
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          pending += value;
          const lines = pending.split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines.filter(Boolean)) {
            const event = JSON.parse(line) as Event;
            if (event.type === 'text') text += event.text;
            else if (event.type === 'replace') text = event.text;
            else source = event.source;
          }
          setGeneration({ status: 'streaming', text, source });
        }
        if (!text.trim()) throw new Error('Invalid API response format');
        setGeneration({ status: 'done', text, source });
        onDone?.(text, source);
      } catch (error) {
        if (abort.signal.aborted) return;
        console.warn('The written reading could not be loaded; reading the cards here instead', error);
        const local = await localFallback(JSON.parse(key) as GenerationRequest).catch(() => null);
        if (abort.signal.aborted) return;
        if (!local) return setGeneration({ status: 'failed' });
        setGeneration({ status: 'done', text: local, source: 'template' });
        onDone?.(local, 'template');
      }
    }, delay);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // `onDone` and `cached` are read once, when the reading starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delay]);

  return cached && generation.status === 'waiting' ? { status: 'done', ...cached } : generation;
}
