import { request as httpRequest } from "node:http";
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { openPage, pageErrors } from "./support.ts";

/**
 * The shared page cache over the running site: what a visitor can do to it with addresses and
 * Host headers, and which answers are marked as their own. The site says where each page came from
 * in X-Page-Cache: hit (the cache), miss (rendered for the cache), bypass (rendered for this visitor).
 */

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A plain GET with whatever Host header is given (fetch clients do not let a test set it). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const base = new URL(process.env.E2E_BASE_URL ?? "http://localhost:3000");
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: base.hostname, port: base.port, path, headers: { host: base.host, ...headers } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** A GET that takes gzip, with the body as sent (still compressed when the site compressed it). */
function getGzip(path: string): Promise<{ headers: Answer["headers"]; bytes: Buffer }> {
  const base = new URL(process.env.E2E_BASE_URL ?? "http://localhost:3000");
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: base.hostname, port: base.port, path, headers: { "accept-encoding": "gzip" } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** The content API's version: it changes with every publish, which empties the site's page cache. */
async function contentVersion(): Promise<unknown> {
  const response = await fetch(`${process.env.E2E_API_URL}/content-version`, {
    headers: { "api-key": process.env.E2E_API_KEY! },
  });
  return ((await response.json()) as { version: unknown }).version;
}

/** Sends `paths` a few at a time (as a crawler would) and counts the X-Page-Cache answers. */
async function crawl(paths: string[], headers: (i: number) => Record<string, string> = () => ({})) {
  const counts: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < paths.length; i = next++) {
      const answer = await get(paths[i] as string, headers(i));
      const status = String(answer.headers["x-page-cache"] ?? "none");
      counts[status] = (counts[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return counts;
}

test.describe("shared page cache", () => {
  test.skip(({ isMobile }) => isMobile, "the cache does not depend on the viewport");
  test.describe.configure({ timeout: 180_000 });

  test("1,000 distinct junk query strings on one page make at most one render", async () => {
    const run = Date.now();
    const paths = Array.from({ length: 1_000 }, (_, i) => `/about?junk${run}-${i}=${i}&fbclid=${i}`);
    const counts = await crawl(paths);
    expect(counts.hit ?? 0).toBeGreaterThanOrEqual(999);
    expect((counts.miss ?? 0) + (counts.bypass ?? 0)).toBeLessThanOrEqual(1);
  });

  test("1,000 distinct Host headers add no pages, and each gets the site's own page", async () => {
    await get("/brands");
    const counts = await crawl(
      Array.from({ length: 1_000 }, () => "/brands"),
      (i) => ({ host: `h${i}-${Date.now()}.attacker.example` }),
    );
    expect(counts).toEqual({ hit: 1_000 });
    const answer = await get("/brands", { host: "other.attacker.example" });
    expect(answer.body).not.toContain("attacker.example");
  });

  test("5,000 throw-away addresses that redirect leave the real pages cached", async () => {
    const real = [
      "/",
      "/about",
      "/brands",
      "/news",
      "/whats-on",
      "/careers",
      "/private-events",
      "/contact-us",
    ];
    // A publish by a staff test in the other worker rightly empties the cache: such a round is run again.
    for (let round = 1; ; round++) {
      const before = await contentVersion();
      for (const path of real) await get(path);
      const run = Date.now();
      const junk = await crawl(Array.from({ length: 5_000 }, (_, i) => `/throw-away-${run}-${i}`));
      expect(junk.none ?? 0).toBe(0);
      const again = await crawl(real);
      if (round < 3 && (await contentVersion()) !== before) continue;
      expect(again).toEqual({ hit: real.length });
      break;
    }
  });

  test("a shared page goes out gzipped as kept, the same bytes as the plain answer", async () => {
    await get("/about");
    const first = await getGzip("/about");
    const second = await getGzip("/about");
    const plain = await get("/about");
    for (const answer of [first, second]) {
      expect(answer.headers["x-page-cache"]).toBe("hit");
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
      expect(answer.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"]);
      expect(answer.headers.etag).toBe(plain.headers.etag);
      expect(gunzipSync(answer.bytes).toString()).toBe(plain.body);
    }
    expect(plain.body).not.toMatch(/\snonce="/);
  });

  test("a shared page and its data say how long shared caches keep them, and answer 304 to their ETag", async () => {
    for (const path of ["/about", "/news.data"]) {
      await get(path);
      const answer = await get(path);
      expect(answer.headers["cache-control"]).toMatch(
        /^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      const etag = String(answer.headers.etag);
      expect(etag).toMatch(/^W\/"/);
      const again = await get(path, { "if-none-match": etag });
      expect(again.status).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.etag).toBe(etag);
      expect((await get(path, { "if-none-match": 'W/"other"' })).status).toBe(200);
    }
  });

  test("answers made for one visitor are private, shared pages are not", async ({ request, baseURL }) => {
    const campaign = await get(`/news?utm_source=private-check-${Date.now()}`);
    expect(campaign.headers["set-cookie"]).toBeDefined();
    expect(campaign.headers["cache-control"]).toBe("private, no-store");
    expect(campaign.headers["x-page-cache"]).toBe("bypass");

    // A form sent without JavaScript: the answer and the page it returns to carry the visitor's flash.
    const posted = await request.post("/forms/newsletter", {
      form: { email: "not-an-address", return_to: "/about" },
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect([302, 303]).toContain(posted.status());
    expect(posted.headers()["cache-control"]).toBe("private, no-store");
    const location = posted.headers().location ?? "";
    const flash = /form_flash=[^;]+/.exec(posted.headers()["set-cookie"] ?? "")?.[0];
    expect(flash).toBeDefined();
    const flashed = await get(location, { cookie: flash ?? "" });
    expect(flashed.status).toBe(200);
    expect(flashed.headers["cache-control"]).toBe("private, no-store");
    expect(flashed.headers["x-page-cache"]).toBe("bypass");

    await get("/about");
    const shared = await get("/about");
    expect(shared.headers["x-page-cache"]).toBe("hit");
    expect(shared.headers["cache-control"] ?? "").not.toMatch(/private|no-store/);
    expect(shared.headers["cache-control"]).toMatch(/^public, .*s-maxage=\d+/);
    // A feed keeps the browser lifetime its route asks for; shared caches keep it as briefly as a page.
    expect((await get("/news/feed.xml")).headers["cache-control"]).toMatch(
      /^public, max-age=900, s-maxage=\d+,/,
    );
  });

  test("other spellings of a page's path are sent to its one address and add no pages; staff ones stay private", async () => {
    for (const variant of ["/About", "/%61bout", "/about//", "/about/", "//about", "/ABOUT?x=1"]) {
      const answer = await get(variant);
      expect(answer.status, variant).toBe(301);
      expect(answer.headers.location, variant).toBe(variant.includes("?") ? "/about?x=1" : "/about");
      expect(answer.headers["x-page-cache"], variant).toBeUndefined();
    }
    expect((await get("/el/")).headers.location).toBe("/el");
    for (const variant of ["/STAFF/sign-in", "/%73taff/sign-in", "/Staff/Sign-In"]) {
      const answer = await get(variant);
      expect(answer.headers["cache-control"], variant).toBe("private, no-store");
      expect(answer.headers["x-page-cache"], variant).not.toBe("hit");
      expect(answer.headers["x-page-cache"], variant).not.toBe("miss");
    }
  });

  test("a page shared under its normalised address hydrates with the visitor's own address", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const run = Date.now();
    // The cache is primed with the normalised page, then a visitor comes with other parameters.
    await get(`/news?sort=date-asc`);
    await openPage(page, `/news?gclid=${run}&sort=date-asc&junk=1`);
    await expect(page).toHaveURL(new RegExp(`gclid=${run}&sort=date-asc&junk=1$`));
    await expect(page.getByLabel("Filter by")).toHaveValue("date-asc");
    await get(`/private-events?modal=enquiry-form`);
    await openPage(page, `/private-events?ref=${run}&modal=enquiry-form`);
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(errors).toEqual([]);
  });
});
