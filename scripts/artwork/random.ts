/**
 * A seeded pseudo-random source (mulberry32). Every picture draws from its own seed, so the
 * generator writes the same bytes on every run and one picture can change without moving the others.
 */
export type Random = {
  /** A number in [0, 1). */
  next(): number;
  /** A number in [min, max). */
  range(min: number, max: number): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A normally distributed number (mean 0, standard deviation 1). */
  normal(): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
};

/** Hashes a text seed (FNV-1a) so seeds can be readable names like "super-cats/01". */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: string): Random {
  let state = hashSeed(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    normal: () => {
      const u = Math.max(next(), 1e-12);
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick() needs at least one item");
      return item;
    },
  };
}

/** A seed for a sub-task of a picture, so adding draws in one layer leaves the others unchanged. */
export function childRandom(parent: Random, label: string): Random {
  return createRandom(`${label}:${Math.floor(parent.next() * 2 ** 32)}`);
}
