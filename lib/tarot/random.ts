/** A source of numbers in [0, 1), like Math.random; passed in so every shuffle can be replayed. */
export type Random = () => number;

/** mulberry32: a small, fast seeded generator, for deterministic readings and tests. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates: a uniformly random permutation, without touching the input. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/** A stable 32-bit hash (FNV-1a) of a string, to derive a seed from a reading's inputs. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type Choose = (variants: Record<string, string>, salt: string, offset?: number) => string;

/** Phrasings chosen from a reading's own inputs, so a reload reads the same; `offset` keeps neighbours apart. */
export function chooser(seedText: string): Choose {
  const seed = hashString(seedText);
  return (variants, salt, offset = 0) => {
    const options = Object.values(variants);
    return options[(hashString(`${seed}|${salt}`) + offset) % options.length]!;
  };
}
