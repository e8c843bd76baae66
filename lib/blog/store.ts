import { articleSchema, type Article } from './article';
import { storedMap, tryWrite, type WriteResult } from '../stored-map';

export const ARTICLES_KEY = 'blogArticles';
export const API_KEY_KEY = 'blogApiKey';
/** Where an unreadable `blogArticles` value is kept before anything overwrites it. */
export const ARTICLES_BACKUP_KEY = 'blogArticles.backup';

export interface StoredArticles {
  articles: Article[];
  /** The stored value could not be read whole: some entries (or all) were set aside. */
  damaged: boolean;
}

/**
 * The visitor's own articles, in `localStorage` under `blogArticles` (a map keyed by slug), read
 * and written as a stored map (lib/stored-map.ts: entries parsed, unreadable values backed up).
 */
export function articleStore(storage: Storage) {
  const map = storedMap(storage, { key: ARTICLES_KEY, backupKey: ARTICLES_BACKUP_KEY, schema: articleSchema });

  return {
    list(): StoredArticles {
      const { entries, damaged } = map.read();
      return { articles: Object.values(entries), damaged };
    },
    get(id: string): Article | undefined {
      // Own entries only: a slug like 'constructor' must not find Object.prototype's.
      const { entries } = map.read();
      return Object.hasOwn(entries, id) ? entries[id] : undefined;
    },
    save(article: Article): WriteResult {
      return map.write({ ...map.read().entries, [article.id]: article });
    },
    remove(id: string): WriteResult {
      const rest = Object.fromEntries(Object.entries(map.read().entries).filter(([key]) => key !== id));
      return map.write(rest);
    },
    apiKey(): string | null {
      return storage.getItem(API_KEY_KEY);
    },
    saveApiKey(key: string): WriteResult {
      return tryWrite(() => storage.setItem(API_KEY_KEY, key));
    },
  };
}

export type ArticleStore = ReturnType<typeof articleStore>;
