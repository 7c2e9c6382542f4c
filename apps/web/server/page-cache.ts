/** A rendered answer, kept whole so it can be sent again to other visitors. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Where the nonce the page was rendered with stands in the body, found once when it is kept. */
  nonceSpans: { offsets: number[]; length: number };
}

/** A rendered answer with the places of its stand-in nonce, so every response can put in its own. */
export function renderedPage(init: Omit<RenderedPage, "nonceSpans">, nonce: string): RenderedPage {
  const needle = Buffer.from(nonce);
  const offsets: number[] = [];
  for (let at = init.body.indexOf(needle); at >= 0; at = init.body.indexOf(needle, at + needle.length))
    offsets.push(at);
  return { ...init, nonceSpans: { offsets, length: needle.length } };
}

/** The page's body with `nonce` (this response's, the one its CSP names) where the stand-in stood. */
export function bodyWithNonce(page: RenderedPage, nonce: string): Buffer {
  const { offsets, length } = page.nonceSpans;
  if (!offsets.length) return page.body;
  const replacement = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (const at of offsets) {
    parts.push(page.body.subarray(from, at), replacement);
    from = at + length;
  }
  parts.push(page.body.subarray(from));
  return Buffer.concat(parts);
}

interface Entry {
  page?: RenderedPage;
  /** The last render said its answer is not to be shared (a cookie, no-store, not a 200). */
  private?: boolean;
  storedAt: number;
  pending?: Promise<RenderedPage>;
}

export interface PageCacheOptions {
  /** How long a render is served without rendering again. */
  freshMs: number;
  /** The sum of cached bodies; the least recently stored go first. */
  maxBytes: number;
  /** A bigger answer is never kept. */
  maxPageBytes?: number;
  /** Pages and markers together, so endless distinct addresses cannot grow the map. */
  maxEntries?: number;
  now?: () => number;
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

/**
 * Rendered pages shared between visitors, with stale-while-revalidate: a fresh page is sent as
 * it is; a stale one is sent at once while one re-render runs in the background; on a miss,
 * concurrent requests for the same page wait for one render instead of each rendering it. A
 * failed re-render keeps the stale page (the site keeps answering while the content API is away).
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly now: () => number;
  private readonly maxPageBytes: number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxPageBytes = options.maxPageBytes ?? Math.floor(options.maxBytes / 8);
  }

  /**
   * The page for `key`, or null when the caller must render for itself: the page's last render was
   * not shareable, or the render this request waited for was not.
   */
  async get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage | null> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.storedAt : 0;
    if (entry?.page) {
      if (age >= this.options.freshMs && !entry.pending) this.refresh(key, render).catch(() => {});
      return entry.page;
    }
    if (entry?.pending) {
      const page = await entry.pending.catch(() => null);
      return page && isShareable(page, this.maxPageBytes) ? page : null;
    }
    if (entry?.private && age < this.options.freshMs) return null;
    // This request renders; it gets its own answer whether or not it can be shared.
    return this.refresh(key, render);
  }

  get size() {
    return { pages: this.entries.size, bytes: this.bytes };
  }

  private refresh(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const entry: Entry = this.entries.get(key) ?? { storedAt: 0 };
    const pending = render().then(
      (page) => {
        this.remove(key);
        const storedAt = this.now();
        if (isShareable(page, this.maxPageBytes)) {
          this.entries.set(key, { page, storedAt });
          this.bytes += page.body.byteLength;
        } else this.entries.set(key, { private: true, storedAt });
        this.evict();
        return page;
      },
      (error: unknown) => {
        delete entry.pending;
        if (!entry.page) this.remove(key);
        throw error;
      },
    );
    entry.pending = pending;
    this.entries.set(key, entry);
    return pending;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (entry?.page) this.bytes -= entry.page.body.byteLength;
    this.entries.delete(key);
  }

  private evict() {
    const maxEntries = this.options.maxEntries ?? 5000;
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes && this.entries.size <= maxEntries) break;
      if (!entry.pending) this.remove(key);
    }
  }
}
