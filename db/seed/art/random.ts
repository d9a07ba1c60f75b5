/** A small seeded PRNG (mulberry32) with the helpers the scene generators need. */
export type TRandom = {
  /** uniform in [0, 1) */
  next(): number;
  range(min: number, max: number): number;
  /** integer in [min, max], both included */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** an independent stream, so adding draws to one part of a picture does not shift the others */
  fork(salt: string | number): TRandom;
};

export function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export function mixSeed(seed: number, salt: string | number): number {
  const saltHash = typeof salt === 'number' ? Math.imul(salt | 0, 0x9e3779b1) : hashString(salt);
  let h = (Math.imul((seed | 0) ^ 0x5bd1e995, 0x27d4eb2d) ^ saltHash) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export function createRandom(seed: number): TRandom {
  let state = mixSeed(seed, 'marea') | 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor((max - min + 1) * next()),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() needs a non-empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    fork: (salt) => createRandom(mixSeed(seed, salt)),
  };
}
