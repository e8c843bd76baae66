import 'server-only';

/**
 * The last answer each read of the articles' database gave, so a page made again while the
 * database is down shows what it showed before rather than an error (or, never read yet, the
 * `fallback`: a list without the server's articles until the database is back). Bounded by the size of what
 * it keeps (`maxChars` characters of JSON in all), the least recently read dropped first.
 */
export function lastGoodCopies(maxChars: number) {
  const copies = new Map<string, { value: unknown; chars: number }>();
  let total = 0;
  return async function remembered<T>(key: string, read: () => Promise<T>, fallback?: () => T): Promise<T> {
    try {
      const value = await read();
      const chars = JSON.stringify(value ?? null).length;
      const previous = copies.get(key);
      copies.delete(key);
      total -= previous?.chars ?? 0;
      if (chars <= maxChars) {
        copies.set(key, { value, chars });
        total += chars;
      }
      for (const [oldest, { chars: size }] of copies) {
        if (total <= maxChars) break;
        copies.delete(oldest);
        total -= size;
      }
      return value;
    } catch (error) {
      const kept = copies.get(key);
      if (!kept && !fallback) throw error;
      console.warn(
        `articles database: ${error instanceof Error ? error.message : String(error)}; showing ${kept ? 'the last copy' : 'none'} of ${key}`,
      );
      return kept ? (kept.value as T) : fallback!();
    }
  };
}
