import { QUERY_CACHE_MS } from "@thalassa/contract/constants";
import { LRUCache } from "lru-cache";

// lru-cache keeps objects only; an answer is boxed, so any value can be kept.
interface Boxed {
  value: unknown;
}

/**
 * A read-through cache with stale-while-revalidate: fresh values for `freshMs` (SPEC §9, 60 s),
 * then the stale value is answered at once while one refresh runs; when a refresh fails the stale
 * value keeps being served, so pages seen once survive an API outage. Concurrent readers of a key
 * share one load, a failed first load is not kept, and past `maxEntries` the least recently read
 * key goes first. lru-cache's `fetch` does all of this; the loader travels as its context.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, Boxed, () => Promise<Boxed>>;

  constructor(freshMs = QUERY_CACHE_MS, maxEntries = 2000, now: () => number = Date.now) {
    this.entries = new LRUCache({
      max: maxEntries,
      ttl: Math.max(freshMs, 1),
      // Time is read exactly, not rounded by a timer, so a clock given by a test is obeyed.
      ttlResolution: 0,
      perf: { now },
      allowStale: true,
      noDeleteOnStaleGet: true,
      noDeleteOnFetchRejection: true,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const boxed = await this.entries.fetch(key, { context: async () => ({ value: await load() }) });
    return boxed?.value as T;
  }

  clear() {
    this.entries.clear();
  }
}
