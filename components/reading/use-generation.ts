'use client';

import { useEffect, useState } from 'react';
import {
  applyEvent,
  decodeEvents,
  READING_SOURCE_HEADER,
  type ReadingRequest,
  type ReadingSource,
} from '@/lib/tarot/reading-contract';
import { loadTarotText } from './tarot-text-loader';

export type Generation =
  | { status: 'waiting' }
  | { status: 'streaming' | 'done'; text: string; source: ReadingSource }
  | { status: 'failed' };

/**
 * The template reading, made in this browser when the site's own API fails (its 429, a proxy's
 * 502, no network): the code and texts load only then.
 */
async function localFallback(request: ReadingRequest): Promise<string> {
  const text = await loadTarotText(request.locale);
  if (request.kind === 'mini-love') return (await import('@/lib/tarot/mini-love')).safeMiniLoveReading(request.cards, text);
  return (await import('@/lib/tarot/local-reading')).localReading(request, text);
}

/** Streams one reading from `POST /api/reading`, falling back to the template here; reports each step. */
async function generate(body: string, publish: (generation: Generation) => void): Promise<void> {
  try {
    const response = await fetch('/api/reading', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    if (!response.ok || !response.body) throw new Error(`API responded with status ${response.status}`);
    let state = { text: '', source: (response.headers.get(READING_SOURCE_HEADER) === 'ai' ? 'ai' : 'template') as ReadingSource };
    for await (const event of decodeEvents(response.body)) {
      state = applyEvent(state, event);
      publish({ status: 'streaming', ...state });
    }
    if (!state.text.trim()) throw new Error('Invalid API response format');
    publish({ status: 'done', ...state });
  } catch (error) {
    console.warn('The written reading could not be loaded; reading the cards here instead', error);
    const local = await localFallback(JSON.parse(body) as ReadingRequest).catch(() => null);
    publish(local ? { status: 'done', text: local, source: 'template' } : { status: 'failed' });
  }
}

interface Flight {
  generation: Generation;
  listeners: Set<(generation: Generation) => void>;
}

/**
 * Readings asked in this tab, by request: a page that asks for a reading already under way (the
 * Italian inline reading, then its full reading) follows that one instead of asking again.
 */
const flights = new Map<string, Flight>();

function flightFor(key: string): Flight {
  const existing = flights.get(key);
  if (existing) return existing;
  const flight: Flight = { generation: { status: 'waiting' }, listeners: new Set() };
  flights.set(key, flight);
  void generate(key, (generation) => {
    flight.generation = generation;
    if (generation.status === 'failed') flights.delete(key);
    for (const listener of flight.listeners) listener(generation);
  });
  return flight;
}

/**
 * The written reading for `request`, asked `delay` ms after mount — once per reading in this tab:
 * a finished reading passed in `cached` is shown instead, one already under way is followed, and
 * an unmount before the delay (React strict mode's rehearsal) asks nothing. A reading never ends
 * empty: if the call fails, it is made here from the template.
 */
export function useGeneration(
  request: ReadingRequest | null,
  { delay, cached, onDone }: { delay: number; cached?: { text: string; source: ReadingSource }; onDone?: (text: string, source: ReadingSource) => void },
): Generation {
  const [generation, setGeneration] = useState<Generation>({ status: 'waiting' });
  const key = request ? JSON.stringify(request) : null;

  useEffect(() => {
    if (!key || cached) return;
    let flight: Flight | undefined;
    const follow = (next: Generation) => {
      setGeneration(next);
      if (next.status === 'done') onDone?.(next.text, next.source);
    };
    const join = () => {
      flight = flightFor(key);
      flight.listeners.add(follow);
      if (flight.generation.status !== 'waiting') follow(flight.generation);
    };
    const timer = flights.has(key) ? (join(), undefined) : setTimeout(join, delay);
    return () => {
      clearTimeout(timer);
      flight?.listeners.delete(follow);
    };
    // `onDone` and `cached` are read once, when the reading starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delay]);

  return cached && generation.status === 'waiting' ? { status: 'done', ...cached } : generation;
}
