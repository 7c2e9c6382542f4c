import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

/** A rendered answer, kept whole so it can be sent again to other visitors. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  /** The same bytes for every visitor: the page carries no per-request nonce (page-scripts.ts). */
  body: Buffer;
  /** A 200's body compressed once: compressing a page for every visitor cost more than rendering it once (ADR 0020). */
  gzip?: Buffer;
  /** A 200's validator, from its bytes: a visitor or shared cache that has them gets a 304. */
  etag?: string;
}

/**
 * A rendered answer ready to be kept: a 200 gets its gzip copy and its ETag, computed once. The
 * ETag is weak because the gzip and plain copies share it (they are the same page).
 */
export function renderedPage(init: Omit<RenderedPage, "gzip" | "etag">): RenderedPage {
  if (init.status !== 200 || init.body.byteLength === 0) return { ...init };
  const digest = createHash("sha256").update(init.body).digest("base64url").slice(0, 27);
  return { ...init, gzip: gzipSync(init.body, { level: 9 }), etag: `W/"${digest}"` };
}

/**
 * What an entry costs beyond its key, body and headers: the map slot, the entry and page objects,
 * the header arrays and the buffer's own object. A marker measured about 160 bytes with its
 * 40-character key (heap over 100,000 of them); a page holds a few more objects. Rounded up well
 * past both, so the budget errs on the safe side.
 */
export const ENTRY_OVERHEAD_BYTES = 512;

interface Entry {
  page?: RenderedPage;
  /** The last render said its answer is not to be shared (a cookie, no-store, not a 200). */
  private?: boolean;
  storedAt: number;
  /** When `fresh` last moved it to the most recently used end. */
  movedAt?: number;
  pending?: Promise<RenderedPage>;
  /** What this entry counts against the budget. */
  cost: number;
  /** Its address carries a value visitors choose freely (a page number, an id): counted in the open-ended share. */
  openEnded?: boolean;
  /** The last render failed (an error, or a 5xx answer): that outcome is every visitor's until `until`. */
  failed?: { page?: RenderedPage; error?: unknown; until: number };
  /** A stale page whose re-render failed is not rendered again before this time. */
  retryAt?: number;
}

export interface PageCacheOptions {
  /** How long a render is served without rendering again. */
  freshMs: number;
  /** Everything kept: bodies, headers, keys and each entry's fixed overhead, pages and markers alike. */
  maxBytes: number;
  /** A bigger answer is never kept. */
  maxPageBytes?: number;
  /** Pages and markers together, so endless distinct addresses cannot grow the map. */
  maxEntries?: number;
  /**
   * The share of `maxBytes` and `maxEntries` that addresses with open-ended values (`?page=N`, an id)
   * may take together: a quarter by default, so a flood of made-up numbers, even asked twice each,
   * evicts only its own kind and never the plain pages visitors use.
   */
  openEndedShare?: number;
  /** Renders for the cache running at once; misses past it wait their turn. */
  maxRenders?: number;
  /** Misses that may wait for a render; past it the request is refused as busy (PageCacheBusyError). */
  maxWaiting?: number;
  /**
   * How long a failed render (it threw, or answered 5xx) stands for its address: visitors meanwhile
   * get that failure (or the stale page, if there is one) instead of each rendering the page again.
   */
  failedMs?: number;
  now?: () => number;
}

/** Too many distinct pages are being rendered at once: the request is answered "busy", not queued. */
export class PageCacheBusyError extends Error {
  constructor() {
    super("The site is busy: please try again in a moment.");
    this.name = "PageCacheBusyError";
  }
}

/** Whether an answer may be sent to another visitor: a plain 200 that sets nothing for its visitor. */
export function isShareable(page: RenderedPage, maxPageBytes = Number.POSITIVE_INFINITY): boolean {
  if (page.status !== 200 || page.body.byteLength > maxPageBytes) return false;
  for (const [name, value] of page.headers) {
    const header = name.toLowerCase();
    if (header === "set-cookie") return false;
    if (header === "cache-control" && /no-store|private/i.test(value)) return false;
  }
  return true;
}

/** A render that failed on the server's side: its answer stands for a while instead of being retried per visitor. */
const isFailure = (page: RenderedPage) => page.status >= 500;

function pageBytes(page: RenderedPage): number {
  let bytes = page.body.byteLength + (page.gzip?.byteLength ?? 0) + (page.etag?.length ?? 0);
  for (const [name, value] of page.headers) bytes += name.length + value.length;
  return bytes;
}

/** Concurrent renders with a bounded waiting line, first come first served. */
class RenderSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly max: number,
    private readonly maxWaiting: number,
  ) {}

  get free() {
    return this.running < this.max;
  }

  /** Runs `task` when a slot is free; throws PageCacheBusyError at once when the line is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) {
      if (this.waiting.length >= this.maxWaiting) throw new PageCacheBusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so `running` stays counted for it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * Rendered pages shared between visitors, with stale-while-revalidate: a fresh page is sent as
 * it is; a stale one is sent at once while one re-render runs in the background; on a miss,
 * concurrent requests for the same page wait for one render instead of each rendering it. A
 * failed re-render keeps the stale page (the site keeps answering while the content API is away).
 * A failed render (an error, or a 5xx answer) stands for `failedMs` (5 s by default): the requests
 * that waited for it and those that come meanwhile get that failure, or the stale page, so a page
 * that is expensive to fail is not rendered again by every visitor.
 *
 * Memory: every entry kept (a page, or a marker saying an address renders for each visitor) is
 * counted with its key, body, headers and ENTRY_OVERHEAD_BYTES against `maxBytes`. When space runs
 * out, markers go first (they are cheap to learn again), then pages served only once, then pages
 * served again, each least recently used first; pages served again may take at most three
 * quarters of the budget, so new pages always find room. A stream of one-off addresses (unknown
 * paths, redirects) therefore cycles through the markers and never flushes the pages visitors use.
 * Addresses with an open-ended value (`?page=N`, an id) share a quarter of the room among
 * themselves and are evicted first once past it, so made-up numbers asked twice each (which would
 * make them "served again") still evict only their own kind.
 */
export class PageCache {
  /** Addresses being rendered for the first time (or again after eviction), not yet counted. */
  private readonly rendering = new Map<string, Entry>();
  private readonly markers = new Map<string, Entry>();
  /** Pages not served from the cache since they were stored. */
  private readonly once = new Map<string, Entry>();
  /** Pages served from the cache at least once: the ones visitors come back to. */
  private readonly reused = new Map<string, Entry>();
  private bytes = 0;
  private reusedBytes = 0;
  private openEndedBytes = 0;
  private openEndedEntries = 0;
  /** Counts clear() calls: a render that started before one is not kept (it may show old content). */
  private generation = 0;
  private readonly now: () => number;
  private readonly maxPageBytes: number;
  private readonly maxEntries: number;
  private readonly slots: RenderSlots;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxPageBytes = options.maxPageBytes ?? Math.floor(options.maxBytes / 8);
    this.maxEntries = options.maxEntries ?? 5000;
    this.slots = new RenderSlots(options.maxRenders ?? 8, options.maxWaiting ?? 64);
  }

  /**
   * The page for `key`, or null when the caller must render for itself: the page's last render was
   * not shareable, or the render this request waited for was not. Throws PageCacheBusyError when
   * too many other pages are waiting to be rendered.
   */
  async get(
    key: string,
    render: () => Promise<RenderedPage>,
    { openEnded = false }: { openEnded?: boolean } = {},
  ): Promise<RenderedPage | null> {
    const entry = this.touch(key);
    const now = this.now();
    const age = entry ? now - entry.storedAt : 0;
    if (entry?.page) {
      const retrying = entry.retryAt !== undefined && now < entry.retryAt;
      if (age >= this.options.freshMs && !entry.pending && !retrying && this.slots.free)
        this.refresh(key, render, openEnded).catch(() => {});
      return entry.page;
    }
    if (entry?.pending) {
      // The requests that waited share the render's outcome, a failure included.
      const page = await entry.pending;
      return this.keeps(page) || isFailure(page) ? page : null;
    }
    if (entry?.failed && now < entry.failed.until) {
      if (entry.failed.page) return entry.failed.page;
      throw entry.failed.error;
    }
    if (entry?.private && age < this.options.freshMs) return null;
    // This request renders; it gets its own answer whether or not it can be shared.
    return this.refresh(key, render, openEnded);
  }

  /**
   * The page kept for `key` while it is fresh, else null (missing, stale, being rendered, or
   * rendered for each visitor): what can be sent with no render and no waiting, ahead of the
   * request chain (cached-page.ts). Counts as a use, as `get` does.
   */
  fresh(key: string): RenderedPage | null {
    const now = this.now();
    // A page served again within the last second stays where it is: moving it on every hit costs
    // a Map deletion and insertion per request, for an order that second would not change.
    const reused = this.reused.get(key);
    const entry = reused && now - (reused.movedAt ?? 0) < 1000 ? reused : this.touch(key);
    if (!entry?.page || now - entry.storedAt >= this.options.freshMs) return null;
    if (entry !== reused) entry.movedAt = now;
    return entry.page;
  }

  /** Whether `page` is one this cache shares (and keeps). */
  keeps(page: RenderedPage): boolean {
    return isShareable(page, this.maxPageBytes);
  }

  get size() {
    const entries = this.markers.size + this.once.size + this.reused.size;
    return { pages: this.once.size + this.reused.size, entries, bytes: this.bytes };
  }

  /** The entry for `key`, moved to the most recently used end of its segment (a page served again to `reused`). */
  private touch(key: string): Entry | undefined {
    const rendering = this.rendering.get(key);
    if (rendering) return rendering;
    for (const segment of [this.markers, this.once, this.reused]) {
      const entry = segment.get(key);
      if (!entry) continue;
      segment.delete(key);
      if (entry.page) {
        if (segment === this.once) this.reusedBytes += entry.cost;
        this.reused.set(key, entry);
        this.keepReusedInBounds();
      } else segment.set(key, entry);
      return entry;
    }
    return undefined;
  }

  /**
   * Forgets every page (content was just published): the next request for each renders it anew.
   * Renders already running finish for their own requests but are not kept.
   */
  clear() {
    this.generation++;
    for (const segment of [this.rendering, this.markers, this.once, this.reused]) segment.clear();
    this.bytes = 0;
    this.reusedBytes = 0;
    this.openEndedBytes = 0;
    this.openEndedEntries = 0;
  }

  private refresh(
    key: string,
    render: () => Promise<RenderedPage>,
    openEnded: boolean,
  ): Promise<RenderedPage> {
    const generation = this.generation;
    const kept = this.find(key);
    const entry: Entry = kept ?? { storedAt: 0, cost: 0 };
    if (!kept) this.rendering.set(key, entry);
    const pending = this.slots.run(render).then(
      (page) => {
        if (generation !== this.generation) return page;
        if (isFailure(page)) {
          this.fail(key, entry, { page }, openEnded);
          return page;
        }
        this.remove(key);
        const storedAt = this.now();
        const keyBytes = Buffer.byteLength(key) + ENTRY_OVERHEAD_BYTES;
        const stored: Entry = this.keeps(page)
          ? { page, storedAt, cost: keyBytes + pageBytes(page), openEnded }
          : { private: true, storedAt, cost: keyBytes, openEnded };
        (stored.page ? this.once : this.markers).set(key, stored);
        this.bytes += stored.cost;
        if (openEnded) {
          this.openEndedBytes += stored.cost;
          this.openEndedEntries++;
        }
        this.evict();
        return page;
      },
      (error: unknown) => {
        if (generation === this.generation) this.fail(key, entry, { error }, openEnded);
        else delete entry.pending;
        throw error;
      },
    );
    entry.pending = pending;
    return pending;
  }

  /** A failed render: a stale page is kept (and not retried for a while), else the failure stands. */
  private fail(
    key: string,
    entry: Entry,
    failure: { page?: RenderedPage; error?: unknown },
    openEnded: boolean,
  ) {
    const until = this.now() + (this.options.failedMs ?? 5_000);
    delete entry.pending;
    if (entry.page) {
      entry.retryAt = until;
      return;
    }
    this.remove(key);
    const cost = Buffer.byteLength(key) + ENTRY_OVERHEAD_BYTES + (failure.page ? pageBytes(failure.page) : 0);
    this.markers.set(key, { failed: { ...failure, until }, storedAt: this.now(), cost, openEnded });
    this.bytes += cost;
    if (openEnded) {
      this.openEndedBytes += cost;
      this.openEndedEntries++;
    }
    this.evict();
  }

  private find(key: string): Entry | undefined {
    return this.markers.get(key) ?? this.once.get(key) ?? this.reused.get(key);
  }

  private remove(key: string) {
    this.rendering.delete(key);
    for (const segment of [this.markers, this.once, this.reused]) {
      const entry = segment.get(key);
      if (!entry) continue;
      segment.delete(key);
      this.bytes -= entry.cost;
      if (segment === this.reused) this.reusedBytes -= entry.cost;
      if (entry.openEnded) {
        this.openEndedBytes -= entry.cost;
        this.openEndedEntries--;
      }
    }
  }

  /** Pages served again give their least recently used back to `once` past three quarters of the budget. */
  private keepReusedInBounds() {
    for (const [key, entry] of this.reused) {
      if (this.reusedBytes <= (this.options.maxBytes * 3) / 4) break;
      this.reused.delete(key);
      this.reusedBytes -= entry.cost;
      this.once.set(key, entry);
    }
  }

  private evict() {
    const share = this.options.openEndedShare ?? 1 / 4;
    const openEndedOver = () =>
      this.openEndedBytes > this.options.maxBytes * share || this.openEndedEntries > this.maxEntries * share;
    for (const segment of [this.markers, this.once, this.reused]) {
      for (const [key, entry] of segment) {
        if (!openEndedOver()) break;
        if (entry.openEnded && !entry.pending) this.remove(key);
      }
    }
    const over = () =>
      this.bytes > this.options.maxBytes ||
      this.markers.size + this.once.size + this.reused.size > this.maxEntries;
    for (const segment of [this.markers, this.once, this.reused]) {
      for (const [key, entry] of segment) {
        if (!over()) return;
        // A stale page being rendered again stays until its new render replaces it.
        if (!entry.pending) this.remove(key);
      }
    }
  }
}
