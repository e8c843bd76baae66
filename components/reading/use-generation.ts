'use client';

import { useEffect, useState } from 'react';
import type { ReadingRequest, ReadingSource } from '@/lib/tarot/reading-contract';

export type Generation =
  { status: 'waiting' } | { status: 'streaming' | 'done'; text: string; source: ReadingSource } | { status: 'failed' };

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
  const publish = (generation: Generation) => {
    flight.generation = generation;
    if (generation.status === 'failed') flights.delete(key);
    for (const listener of flight.listeners) listener(generation);
  };
  // The code that asks for and reads the stream loads with the first reading asked, not with the page.
  void import('./reading-stream').then(({ generate }) => generate(key, publish));
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
  {
    delay,
    cached,
    onDone,
  }: { delay: number; cached?: { text: string; source: ReadingSource }; onDone?: (text: string, source: ReadingSource) => void },
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
