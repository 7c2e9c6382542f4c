import { QUERY_CACHE_MS } from "@thalassa/contract/constants";

interface Entry<T> {
  value?: T;
  storedAt: number;
  pending?: Promise<T>;
}

/**
 * A read-through cache with stale-while-revalidate: fresh values for `freshMs` (SPEC §9, 60 s),
 * then the stale value is answered at once while one refresh runs; when a refresh fails the stale
 * value keeps being served, so pages seen once survive an API outage.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry<unknown>>();

  constructor(
    private readonly freshMs = QUERY_CACHE_MS,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key) as Entry<T> | undefined;
    if (entry && "value" in entry) {
      if (this.now() - entry.storedAt >= this.freshMs && !entry.pending) {
        // Refresh in the background; a failure keeps the stale value.
        this.refresh(key, load).catch(() => {});
      }
      return entry.value as T;
    }
    if (entry?.pending) return entry.pending;
    return this.refresh(key, load);
  }

  private refresh<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = (this.entries.get(key) as Entry<T> | undefined) ?? { storedAt: 0 };
    const pending = load().then(
      (value) => {
        this.entries.set(key, { value, storedAt: this.now() });
        this.evict();
        return value;
      },
      (error: unknown) => {
        delete entry.pending;
        if (!("value" in entry)) this.entries.delete(key);
        throw error;
      },
    );
    entry.pending = pending;
    this.entries.set(key, entry);
    return pending;
  }

  private evict() {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear() {
    this.entries.clear();
  }
}
