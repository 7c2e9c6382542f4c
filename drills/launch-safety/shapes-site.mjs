import { randomBytes } from "node:crypto";
// Hostile shapes aimed at the site's own request handling: the rich-text preview (1), the staff
// sign-in and accept-invite forms (4, site half) and the shared page cache (5).

import { exchange } from "./exchange.mjs";
import { MAX_BODY_BYTES_SITE, randomToken } from "./payloads.mjs";

const PREVIEW_PATH = "/edit-component/draft";
/** A rich-text block the preview knows (contract: pageBlocks.about.Intro is RichText). */
const RICH_TEXT_BLOCK = { pageName: "about", blockName: "Intro" };
const NESTED_TAGS = 200_000;

function draft(html) {
  return JSON.stringify({ type: "thalassa:block-draft", ...RICH_TEXT_BLOCK, content: { value: html } });
}

/** 200,000 opening <b> tags (600 KB): the nesting that made the sanitiser take seconds. */
export function nestedDraft() {
  return draft(`${"<b>".repeat(NESTED_TAGS)}drill`);
}

/** Flat paragraphs up to just under the site's 8 MB body limit: size alone, no nesting. */
export function largeDraft() {
  const envelope = draft("").length;
  const paragraph = "<p>Launch-safety drill paragraph.</p>";
  return draft(paragraph.repeat(Math.floor((MAX_BODY_BYTES_SITE - envelope - 1024) / paragraph.length)));
}

const isAnswered = (a) => a.status >= 200 && a.status < 500;

export const previewShape = {
  id: "1",
  title: "1 preview: 200,000 nested <b> (600 KB), 8 MB",
  prepare: () => ({ nested: nestedDraft(), large: largeDraft() }),
  async run({ stack, ownerCookie }, log, { nested, large }) {
    const post = (body, cookie) =>
      exchange(stack.webOrigin, {
        method: "POST",
        path: PREVIEW_PATH,
        headers: {
          "content-type": "application/json",
          origin: stack.webOrigin,
          "sec-fetch-site": "same-origin",
          ...(cookie ? { cookie } : {}),
        },
        body,
      });
    log.note(
      "payloads",
      `nested ${(nested.length / 1024).toFixed(0)} KB, large ${(large.length / 1024 / 1024).toFixed(2)} MB`,
    );
    // Two at once, as two visitors (or one script) would.
    const anonymousNested = await Promise.all([post(nested), post(nested)]);
    log.expect(
      "anonymous, nested ×2 at once",
      anonymousNested,
      "401 (the preview needs a staff session)",
      (a) => a.status === 401,
    );
    const anonymousLarge = await post(large);
    log.expect("anonymous, 8 MB", anonymousLarge, "401 or 413", (a) => a.status === 401 || a.status === 413);
    if (!ownerCookie) {
      log.note("signed-in staff", "skipped: no staff session");
      return;
    }
    const staffNested = await post(nested, ownerCookie);
    log.expect(
      "staff, nested",
      staffNested,
      "413, or a 2xx/4xx answer whose cost /healthz shows",
      isAnswered,
    );
    const staffLarge = await post(large, ownerCookie);
    log.expect("staff, 8 MB", staffLarge, "413 (the preview's own limit)", (a) => a.status === 413);
  },
};

/**
 * Each staff form of the site with 8 MB of form (in a field the form does not have, so the site
 * must read it all before it can answer) and with a JSON body.
 */
export const staffFormsShape = {
  id: "4a",
  title: "4 site staff forms: 8 MB, JSON body",
  prepare: () => ({ filler: "a".repeat(MAX_BODY_BYTES_SITE - 4096) }),
  async run({ stack }, log, { filler }) {
    const forms = {
      "/staff/sign-in": { email: "nobody@drill.thalassa.test", password: "not-the-password" },
      "/staff/accept-invite": { token: randomToken(), name: "Drill", password: "not-the-password" },
    };
    for (const [path, fields] of Object.entries(forms)) {
      const headers = { origin: stack.webOrigin, "sec-fetch-site": "same-origin" };
      const large = await exchange(stack.webOrigin, {
        method: "POST",
        path,
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...fields, filler }).toString(),
      });
      log.expect(`${path}, 8 MB form`, large, "413 or 400 (the public forms' limits)", (a) =>
        [400, 413].includes(a.status),
      );
      const json = await exchange(stack.webOrigin, {
        method: "POST",
        path,
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(fields),
      });
      log.expect(`${path}, JSON body`, json, "400 or 415, never 500", (a) => [400, 415].includes(a.status));
    }
  },
};

const POLLUTING_REQUESTS = 1200;
const POLLUTING_CONCURRENCY = 8;
/** The pollution stops here even if the site is slow: the drill is bounded. */
const POLLUTION_LIMIT_MS = 90_000;
/**
 * Each one-off value is this long (hex): the route puts it in the key and the page (a hidden field,
 * the page's data), so each entry costs tens of KB; the request line stays under Node's 16 KB.
 */
const ONE_OFF_VALUE_CHARS = 12_000;
const oneOffValue = () => randomBytes(ONE_OFF_VALUE_CHARS / 2).toString("hex");
/** A page visitors come back to: asked twice before, so the cache holds it as reused. */
const REUSED_PAGE = "/news";

const cacheStatus = (answer) => answer.headers?.["x-page-cache"] ?? "none";

/**
 * Query values the routes keep in the shared-cache key (/edit-component's pageName, the
 * unsubscribe token), each one new; then whether the site's real pages (each asked once before,
 * /news twice) are still answered from the cache. The site says so in X-Page-Cache (hit, miss,
 * bypass).
 */
export const cachePollutionShape = {
  id: "5",
  title: "5 shared cache: 1,200 one-off addresses",
  async run({ stack, sitePages }, log) {
    const get = (path) => exchange(stack.webOrigin, { path, timeoutMs: 30_000 });
    const pages = [...new Set([REUSED_PAGE, ...sitePages])];
    const before = [];
    for (const page of pages) before.push(await get(page));
    const again = await get(REUSED_PAGE);
    const cachedBefore = pages.filter((_, i) => before[i].status === 200);
    log.expect(
      `${pages.length} real pages asked once, ${REUSED_PAGE} twice`,
      [...before, again],
      "200, the second /news from the cache (hit)",
      before.every((a) => a.status === 200) && again.status === 200 && cacheStatus(again) === "hit",
    );
    const started = Date.now();
    const answers = [];
    let next = 0;
    const worker = async () => {
      while (next < POLLUTING_REQUESTS && Date.now() - started < POLLUTION_LIMIT_MS) {
        const i = next++;
        const path =
          i % 2 === 0
            ? `/edit-component?pageName=${oneOffValue()}&blockName=Intro`
            : `/newsletter/unsubscribe?token=${oneOffValue()}`;
        answers.push(await get(path));
      }
    };
    await Promise.all(Array.from({ length: POLLUTING_CONCURRENCY }, worker));
    const byCache = {};
    for (const a of answers) byCache[cacheStatus(a)] = (byCache[cacheStatus(a)] ?? 0) + 1;
    log.expect(
      `${answers.length} one-off addresses (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      answers,
      "no 5xx",
      (a) => a.status > 0 && a.status < 500,
    );
    log.note("their X-Page-Cache", JSON.stringify(byCache));
    const after = [];
    for (const page of cachedBefore) after.push(await get(page));
    const evicted = cachedBefore.filter((_, i) => cacheStatus(after[i]) !== "hit");
    log.expect(
      `real pages still from the cache after: ${cachedBefore.length - evicted.length} of ${cachedBefore.length}`,
      after,
      "every one a hit",
      evicted.length === 0,
    );
    if (evicted.length) log.note("pushed out", evicted.join(" "));
  },
};
