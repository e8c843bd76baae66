import { applyEvent, decodeEvents, READING_SOURCE_HEADER, type ReadingRequest, type ReadingSource } from '@/lib/tarot/reading-contract';
import { loadTarotText } from './tarot-text-loader';
import type { Generation } from './use-generation';

/**
 * The template reading, made in this browser when the site's own API fails (its 429, a proxy's
 * 502, no network): the code and texts load only then.
 */
async function localFallback(request: ReadingRequest): Promise<string> {
  const text = await loadTarotText(request.locale, request.cards);
  if (request.kind === 'mini-love') return (await import('@/lib/tarot/mini-love')).safeMiniLoveReading(request.cards, text);
  return (await import('@/lib/tarot/local-reading')).localReading(request, text);
}

/** Streams one reading from `POST /api/reading`, falling back to the template here; reports each step. */
export async function generate(body: string, publish: (generation: Generation) => void): Promise<void> {
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
