// Data that is costly to materialise (thousands of objects per key) is built on first use.
import type { Lookup } from './types';

/** Lazily built, memoised per key; the builder must be deterministic. */
export class LazyLookup<K, V> implements Lookup<K, V> {
  private readonly cache = new Map<K, V>();
  private readonly ids: Set<K>;
  constructor(
    ids: Iterable<K>,
    private readonly build: (key: K) => V | undefined,
  ) {
    this.ids = new Set(ids);
  }
  get(key: K): V | undefined {
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const built = this.has(key) ? this.build(key) : undefined;
    if (built !== undefined) this.cache.set(key, built);
    return built;
  }
  has(key: K): boolean {
    return this.ids.has(key);
  }
  keys(): IterableIterator<K> {
    return this.ids.values();
  }
}
