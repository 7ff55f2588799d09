// Seeded pseudo-random numbers. Everything the simulator generates flows from these so that the
// same seed gives byte-identical data; Math.random and the wall clock are never used for data.

/** 32-bit FNV-1a over a string, finished with a murmur3 mix so nearby inputs spread well. */
export function hashString(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}

/** murmur3 finaliser: a cheap, well-distributed 32-bit scramble. */
export function mix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * A child seed for one named part of the data. Each domain (a share's prices, a fund's NAVs…)
 * draws from its own stream, so adding records to one domain never shifts the others.
 */
export function deriveSeed(seed: number, ...labels: ReadonlyArray<string | number>): number {
  let h = mix32(seed ^ 0x9e3779b9);
  for (const label of labels) h = hashString(String(label), h);
  return h;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks with the given relative weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** Standard normal scaled to mean/sd (Box–Muller). */
  normal(mean?: number, sd?: number): number;
  /** A new array: k distinct items in random order. */
  sample<T>(items: readonly T[], k: number): T[];
}

/** mulberry32: tiny, fast, good enough statistical quality for synthetic data. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  let spareNormal: number | null = null;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    weighted<T>(items: readonly T[], weights: readonly number[]): T {
      let total = 0;
      for (const w of weights) total += w;
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) return items[i] as T;
      }
      return pick(items);
    },
    normal(mean = 0, sd = 1) {
      if (spareNormal !== null) {
        const z = spareNormal;
        spareNormal = null;
        return mean + sd * z;
      }
      let u = 0;
      while (u === 0) u = next();
      const v = next();
      const r = Math.sqrt(-2 * Math.log(u));
      spareNormal = r * Math.sin(2 * Math.PI * v);
      return mean + sd * r * Math.cos(2 * Math.PI * v);
    },
    sample<T>(items: readonly T[], k: number): T[] {
      const copy = items.slice();
      const n = Math.min(k, copy.length);
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        const tmp = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = tmp;
      }
      return copy.slice(0, n);
    },
  };
}
