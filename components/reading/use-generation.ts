'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import type { CardId } from '@/lib/tarot/deck';
import type { ReadingType } from '@/lib/tarot/spreads';

export type GenerationSource = 'ai' | 'template';

export type Generation =
  | { status: 'waiting' }
  | { status: 'streaming' | 'done'; text: string; source: GenerationSource }
  | { status: 'failed' };

export type GenerationRequest =
  | { cards: readonly CardId[]; type: ReadingType; question?: string; locale: Locale }
  | { kind: 'mini-love'; cards: readonly CardId[]; locale: Locale };

type Event = { type: 'text'; text: string } | { type: 'replace'; text: string } | { type: 'done'; source: GenerationSource };

/**
 * Asks `POST /api/reading` for the written reading `delay` ms after mount — once: a finished
 * reading passed in `cached` is shown instead, and an unmount before the delay (React strict mode's
 * rehearsal) cancels the request — and streams it in as NDJSON events arrive.
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
        console.error('The written reading could not be loaded', error);
        setGeneration({ status: 'failed' });
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
