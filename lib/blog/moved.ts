import * as z from 'zod/mini';
import { safeParse } from '../safe-parse';
import { tryWrite, type WriteResult } from '../stored-map';

/** Where an edited article's old slug leads: a map old slug → new slug, in `localStorage`. */
export const MOVED_KEY = 'blogArticles.moved';

const slug = z.string().check(z.regex(/^[a-z0-9-]{1,200}$/));
export const movedSchema = z.record(slug, slug);
export type MovedMap = z.infer<typeof movedSchema>;

/** The map as stored; an unreadable value reads as empty (it only ever redirects, nothing is lost). */
export function parseMoved(raw: string | null): MovedMap {
  if (raw === null) return {};
  try {
    const parsed = safeParse(movedSchema, JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Where `slug` now lives, following moves in turn (a loop ends where it started); undefined if it never moved. */
export function movedTo(map: MovedMap, slug: string): string | undefined {
  let current = slug;
  const seen = new Set([slug]);
  while (Object.hasOwn(map, current)) {
    const next = map[current]!;
    if (seen.has(next)) break;
    seen.add(next);
    current = next;
  }
  return current === slug ? undefined : current;
}

/**
 * The map once `from` moved to `to`: every address that led to `from` leads to `to`, and `to`
 * leads nowhere (an article lives there again).
 */
export function recordMove(map: MovedMap, from: string, to: string): MovedMap {
  if (from === to) return map;
  const next: MovedMap = {};
  for (const [old, target] of Object.entries(map)) {
    if (old === to) continue;
    next[old] = target === from ? to : target;
  }
  next[from] = to;
  return next;
}

/** The map without `slug` as an old address: a new article took it. */
export function forgetMove(map: MovedMap, slug: string): MovedMap {
  return Object.fromEntries(Object.entries(map).filter(([old]) => old !== slug));
}

/** The redirect map in `storage`. */
export function movedStore(storage: Storage) {
  const read = () => parseMoved(storage.getItem(MOVED_KEY));
  const write = (map: MovedMap): WriteResult => tryWrite(() => storage.setItem(MOVED_KEY, JSON.stringify(map)));
  return {
    read,
    target: (slug: string) => movedTo(read(), slug),
    move: (from: string, to: string) => write(recordMove(read(), from, to)),
    forget: (slug: string) => write(forgetMove(read(), slug)),
  };
}
