import type { Logger } from "pino";

export interface ContentVersionWatchOptions {
  /** The API's GET …/content-version address. */
  url: string;
  apiKey: string;
  /** How often to ask, in ms (CONTENT_VERSION_POLL_MS, 500 ms by default). */
  everyMs: number;
  /** Content changed somewhere: forget cached pages and reads. */
  onChange: () => void;
  log: Logger;
  fetch?: typeof fetch;
}

/**
 * Asks the API twice a second which content version it knows (ADR 0033) and, when it
 * moves, makes this site forget its cached pages and API reads, so a publish through any site
 * or API process shows on every site within a second, not after the cache times. The API
 * answers from memory (it learns changes by PostgreSQL LISTEN/NOTIFY), so the poll is cheap.
 * After a change the caches are cleared once more at the next poll: a page rendered in the
 * moment between the change and another API process hearing of it is not kept for long.
 */
export function watchContentVersion(options: ContentVersionWatchOptions): () => void {
  const get = options.fetch ?? fetch;
  let known: string | undefined;
  let clearAgain = false;
  let unreachable = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const poll = async () => {
    try {
      const response = await get(options.url, {
        headers: { "api-key": options.apiKey, accept: "application/json" },
        signal: AbortSignal.timeout(Math.max(options.everyMs * 2, 2000)),
      });
      if (!response.ok) throw new Error(`the API answered ${response.status}`);
      const { version } = (await response.json()) as { version?: unknown };
      if (typeof version !== "string") throw new Error("the API's answer has no version");
      if (unreachable) options.log.info("content version reachable again");
      unreachable = false;
      if (clearAgain) {
        clearAgain = false;
        options.onChange();
      }
      if (known !== undefined && version !== known) {
        options.onChange();
        clearAgain = true;
      }
      known = version;
    } catch (error) {
      // Said once per outage, not every second; the caches keep serving meanwhile.
      if (!unreachable) options.log.warn({ err: error }, "content version unreachable");
      unreachable = true;
    }
  };
  const loop = async () => {
    await poll();
    if (!stopped) {
      timer = setTimeout(loop, options.everyMs);
      timer.unref();
    }
  };
  void loop();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
