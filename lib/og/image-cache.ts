/**
 * Made images kept in memory by key within `maxBytes`, the least recently asked dropped first, so a
 * crawler walking millions of codes costs a bounded amount of memory. A request for an image still
 * being made waits for that one; a failed one is forgotten so the next request tries again.
 */
export function imageCache(maxBytes: number) {
  const entries = new Map<string, { image: Promise<Buffer>; bytes: number }>();
  let total = 0;
  const drop = (key: string) => {
    total -= entries.get(key)?.bytes ?? 0;
    entries.delete(key);
  };
  return {
    get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
      const held = entries.get(key);
      if (held) {
        entries.delete(key);
        entries.set(key, held);
        return held.image;
      }
      const entry = { image: make(), bytes: 0 };
      entries.set(key, entry);
      entry.image.then(
        (image) => {
          if (entries.get(key) !== entry) return;
          entry.bytes = image.byteLength;
          total += entry.bytes;
          for (const oldest of entries.keys()) {
            if (total <= maxBytes) break;
            drop(oldest);
          }
        },
        () => entries.get(key) === entry && drop(key),
      );
      return entry.image;
    },
    has: (key: string) => entries.has(key),
    get size() {
      return entries.size;
    },
    get bytes() {
      return total;
    },
  };
}
