import { QUERY_CACHE_MS } from "@thalassa/contract/constants";
import { LRUCache } from "lru-cache";

// lru-cache keeps objects only; an answer is boxed, so any value can be kept.
interface Boxed {
  value: unknown;
}

type Entries = LRUCache<string, Boxed, () => Promise<Boxed>>;

/**
 * A read-through cache with stale-while-revalidate: fresh values for `freshMs` (SPEC §9, 60 s),
 * then the stale value is answered at once while one refresh runs; when a refresh fails the stale
 * value keeps being served, so pages seen once survive an API outage. Concurrent readers of a key
 * share one load, a failed first load is not kept, and past `maxEntries` the least recently read
 * key goes first. lru-cache's `fetch` does all of this; the loader travels as its context.
 */
export class ReadCache {
  private entries: Entries;
  private readonly newEntries: () => Entries;

  constructor(freshMs = QUERY_CACHE_MS, maxEntries = 2000, now: () => number = Date.now) {
    this.newEntries = () =>
      new LRUCache({
        max: maxEntries,
        ttl: Math.max(freshMs, 1),
        // Time is read exactly, not rounded by a timer, so a clock given by a test is obeyed.
        ttlResolution: 0,
        perf: { now },
        allowStale: true,
        noDeleteOnStaleGet: true,
        noDeleteOnFetchRejection: true,
        // A key pushed out while its load runs would otherwise reject that load's readers: a page
        // being rendered would fail because other pages were read meanwhile.
        ignoreFetchAbort: true,
        fetchMethod: (_key, _stale, { context }) => context(),
      });
    this.entries = this.newEntries();
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const boxed = await this.entries.fetch(key, { context: async () => ({ value: await load() }) });
    return boxed?.value as T;
  }

  /**
   * Forgets every value (content changed). Loads already running finish for the readers waiting on
   * them, into the set being dropped: clearing the set itself would reject them (every page being
   * rendered at the moment of a publish would fail), and keeping their answers, read before the
   * change, would serve the old content for another `freshMs`.
   */
  clear() {
    this.entries = this.newEntries();
  }
}
