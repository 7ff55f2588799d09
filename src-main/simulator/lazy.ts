// Data that is costly to materialise (thousands of objects per key) is built on first use.
import type { Lookup } from './types';

/** Values kept built: enough for a sync's requests in flight and a few screens, not a 10× market. */
const KEEP = 256;

/**
 * Lazily built per key; the builder must be deterministic. The most recently used values are kept,
 * older ones dropped and built again when asked for, so a full sync of a large market does not
 * hold every series in memory.
 */
export class LazyLookup<K, V> implements Lookup<K, V> {
  private readonly cache = new Map<K, V>();
  private readonly ids: Set<K>;
  constructor(
    ids: Iterable<K>,
    private readonly build: (key: K) => V | undefined,
    private readonly keep = KEEP,
  ) {
    this.ids = new Set(ids);
  }
  get(key: K): V | undefined {
    const hit = this.cache.get(key);
    if (hit !== undefined) {
      // Map order is insertion order: re-inserting marks the value most recently used.
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const built = this.has(key) ? this.build(key) : undefined;
    if (built !== undefined) {
      this.cache.set(key, built);
      if (this.cache.size > this.keep) this.cache.delete(this.cache.keys().next().value as K);
    }
    return built;
  }
  has(key: K): boolean {
    return this.ids.has(key);
  }
  keys(): IterableIterator<K> {
    return this.ids.values();
  }
}
