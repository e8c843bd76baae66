/**
 * Made images kept in memory by key, the least recently asked dropped first, so a crawler walking
 * millions of codes costs a bounded amount of memory. A request for an image still being made
 * waits for that one; a failed one is forgotten so the next request tries again.
 */
export function imageCache(capacity: number) {
  const entries = new Map<string, Promise<Buffer>>();
  return {
    get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
      const held = entries.get(key);
      if (held) {
        entries.delete(key);
        entries.set(key, held);
        return held;
      }
      const made = make();
      made.catch(() => entries.get(key) === made && entries.delete(key));
      entries.set(key, made);
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
      return made;
    },
    has: (key: string) => entries.has(key),
    get size() {
      return entries.size;
    },
  };
}
