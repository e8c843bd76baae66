import { articleSchema, type Article } from './article';
import { safeParse } from '../safe-parse';

export const ARTICLES_KEY = 'blogArticles';
export const API_KEY_KEY = 'blogApiKey';
/** Where an unreadable `blogArticles` value is kept before anything overwrites it. */
export const ARTICLES_BACKUP_KEY = 'blogArticles.backup';

export interface StoredArticles {
  articles: Article[];
  /** The stored value could not be read whole: some entries (or all) were set aside. */
  damaged: boolean;
}

export type WriteResult = { ok: true } | { ok: false; reason: 'quota' | 'unavailable' };

function readMap(raw: string | null): { entries: Record<string, Article>; damaged: boolean } {
  if (raw === null) return { entries: {}, damaged: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { entries: {}, damaged: true };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { entries: {}, damaged: true };
  const entries: Record<string, Article> = {};
  let damaged = false;
  for (const [key, entry] of Object.entries(value)) {
    const parsed = safeParse(articleSchema, entry);
    if (parsed.success && parsed.data.id === key) entries[key] = parsed.data;
    else damaged = true;
  }
  return { entries, damaged };
}

/** The first backup key not holding another value: `blogArticles.backup`, then `.2`, `.3`… */
function freeBackupKey(storage: Storage, raw: string): string {
  for (let n = 1; ; n++) {
    const key = n === 1 ? ARTICLES_BACKUP_KEY : `${ARTICLES_BACKUP_KEY}.${n}`;
    const held = storage.getItem(key);
    if (held === null || held === raw) return key;
  }
}

function isQuota(error: unknown) {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}

/**
 * The visitor's own articles, in `localStorage` under `blogArticles` (a map keyed by slug).
 * Malformed data never throws: valid entries are kept, and the raw value is copied to a backup key
 * before the first write replaces it. A full storage changes nothing and says so.
 */
export function articleStore(storage: Storage) {
  const read = () => readMap(storage.getItem(ARTICLES_KEY));

  const write = (entries: Record<string, Article>): WriteResult => {
    try {
      const raw = storage.getItem(ARTICLES_KEY);
      if (raw !== null && read().damaged) storage.setItem(freeBackupKey(storage, raw), raw);
      storage.setItem(ARTICLES_KEY, JSON.stringify(entries));
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: isQuota(error) ? 'quota' : 'unavailable' };
    }
  };

  return {
    list(): StoredArticles {
      const { entries, damaged } = read();
      return { articles: Object.values(entries), damaged };
    },
    get(id: string): Article | undefined {
      // Own entries only: a slug like 'constructor' must not find Object.prototype's.
      const { entries } = read();
      return Object.hasOwn(entries, id) ? entries[id] : undefined;
    },
    save(article: Article): WriteResult {
      return write({ ...read().entries, [article.id]: article });
    },
    remove(id: string): WriteResult {
      const rest = Object.fromEntries(Object.entries(read().entries).filter(([key]) => key !== id));
      return write(rest);
    },
    apiKey(): string | null {
      return storage.getItem(API_KEY_KEY);
    },
    saveApiKey(key: string): WriteResult {
      try {
        storage.setItem(API_KEY_KEY, key);
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: isQuota(error) ? 'quota' : 'unavailable' };
      }
    },
  };
}

export type ArticleStore = ReturnType<typeof articleStore>;
