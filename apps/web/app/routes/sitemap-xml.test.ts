import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript scripts without types
import { growCatalogue } from "../../../../bench/grow-catalogue.mjs";
// @ts-expect-error: plain JavaScript scripts without types
import { ensureApiBuilt } from "../../../../scripts/ensure-built.mjs";
// @ts-expect-error: plain JavaScript scripts without types
import { startPostgres } from "../../../../scripts/pg-cluster.mjs";
// @ts-expect-error: plain JavaScript scripts without types
import { freePort, repoRoot, waitForHealth } from "../../../../scripts/stack.mjs";
import { LOCALES } from "../i18n/locales.ts";
import { SITEMAP_FILE_URLS, sitemapFiles } from "../lib/sitemap.server.ts";
import { loader as sitemapFile } from "./sitemap-file.ts";
import { loader as sitemap } from "./sitemap-xml.ts";

const API_KEY = "sitemap-test-api-key-0000";
const ORIGIN = "https://www.thalassa.example";
/** Copies of the demo's stories added (untranslated, so each is one address): with the demo's pages, well past one file of addresses. */
const ADDED_STORIES = 1_100;

let postgres: { url: string; stop: () => void };
let api: ChildProcess;
let workDir: string;
let apiUrl: string;

beforeAll(async () => {
  // The content API as it runs, on a real PostgreSQL with the demo seeded, then grown.
  // A fresh clone runs the unit tests before anything is built, and a working copy may hold a
  // bundle older than its sources: the API is built when either is so.
  ensureApiBuilt();
  workDir = mkdtempSync(join(tmpdir(), "thalassa-sitemap-"));
  postgres = await startPostgres();
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}/api/v1`;
  const startApi = () =>
    spawn(process.execPath, [join(repoRoot, "apps/api/dist/server.js")], {
      cwd: join(repoRoot, "apps/api"),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        DEMO_DEFAULTS: "allow",
        API_KEY,
        API_PORT: String(port),
        API_HOST: "127.0.0.1",
        DATABASE_URL: postgres.url,
        PUBLIC_SITE_URL: "http://localhost:3000",
        MAIL_OUTBOX_DIR: join(workDir, "outbox"),
        BLOB_DIR: join(workDir, "blobs"),
        LOG_LEVEL: "error",
        // Reads straight from the database, so the rows added below are seen.
        CONTENT_CACHE_MS: "0",
      },
      stdio: "ignore",
    });
  api = startApi();
  await waitForHealth(`http://127.0.0.1:${port}/healthz`, api, 300_000);
  growCatalogue(postgres.url, { news: ADDED_STORIES, events: 0 });
  // The site's settings, read on the loaders' first call.
  process.env.API_URL = apiUrl;
  process.env.API_KEY = API_KEY;
  process.env.PUBLIC_SITE_URL = ORIGIN;
}, 900_000);

afterAll(async () => {
  if (api && api.exitCode === null) {
    const exited = new Promise((resolve) => api.once("exit", resolve));
    api.kill("SIGTERM");
    await exited;
  }
  postgres?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** Every `<tag>` element's text in `xml`. */
const texts = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g"))].map((m) => m[1] as string);

/**
 * The shape sitemaps.org's schemas ask for: the XML declaration, one root element in the sitemap
 * namespace, children that each have exactly one loc (an absolute address on the site) and a
 * W3C date lastmod, and nothing else at the top level.
 */
function expectSitemapShape(xml: string, root: "urlset" | "sitemapindex") {
  const child = root === "urlset" ? "url" : "sitemap";
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(xml).toMatch(
    new RegExp(`^<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"[^>]*>$`, "m"),
  );
  expect(xml.trimEnd().endsWith(`</${root}>`)).toBe(true);
  const body = xml.slice(xml.indexOf(">", xml.indexOf(`<${root}`)) + 1, xml.lastIndexOf(`</${root}>`));
  const children = body.split("\n").filter((line) => line.trim());
  for (const line of children) {
    expect(line).toMatch(
      new RegExp(`^  <${child}><loc>[^<]+</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>.*</${child}>$`),
    );
    expect(texts(line, "loc")).toHaveLength(1);
    expect(texts(line, "loc")[0]?.startsWith(`${ORIGIN}/`)).toBe(true);
  }
  return children.length;
}

describe("the sitemap past 1,000 addresses", () => {
  it("becomes an index of files of at most 1,000 addresses that together list every page in each language it is offered in", async () => {
    const response = await sitemap();
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const index = await response.text();
    const files = expectSitemapShape(index, "sitemapindex");
    const fileLocs = texts(index, "loc");
    expect(fileLocs).toEqual(Array.from({ length: files }, (_, i) => `${ORIGIN}/sitemaps/${i + 1}.xml`));

    const listed: string[] = [];
    const alternates = new Map<string, string[]>();
    for (const loc of fileLocs) {
      const file = new URL(loc).pathname.split("/").at(-1) as string;
      const part = await sitemapFile({ params: { file } } as Parameters<typeof sitemapFile>[0]);
      expect(part.status).toBe(200);
      const xml = await part.text();
      const urls = expectSitemapShape(xml, "urlset");
      expect(urls).toBeLessThanOrEqual(SITEMAP_FILE_URLS);
      // Each address names its page's languages (itself among them) and x-default as alternates.
      for (const line of xml.split("\n").filter((l) => l.startsWith("  <url>"))) {
        const hrefs = [...line.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
        expect(hrefs.map((m) => m[1])).toContain("x-default");
        expect(hrefs.map((m) => m[2])).toContain(texts(line, "loc")[0]);
        alternates.set(texts(line, "loc")[0] as string, hrefs.map((m) => m[1] as string).sort());
      }
      listed.push(...texts(xml, "loc"));
    }
    expect(listed.length).toBeGreaterThan(SITEMAP_FILE_URLS);
    expect(new Set(listed).size).toBe(listed.length);

    const headers = { "api-key": API_KEY };
    const stories = async (lang?: string) =>
      (
        await (
          await fetch(`${apiUrl}/posts?post_type=news&status=live${lang ? `&lang=${lang}` : ""}`, { headers })
        ).json()
      ).data as { url: string; untranslated?: string[] }[];
    const news = await stories();
    expect(news.length).toBeGreaterThan(ADDED_STORIES);
    // A story is listed in Greek or Russian exactly when its title is translated into it (ADR
    // 0055): the public read in that language says whether the title is still English.
    const translated = new Map<string, Set<string>>();
    for (const lang of LOCALES.filter((l) => l !== "en"))
      for (const story of await stories(lang))
        if (!story.untranslated?.includes("title"))
          translated.set(story.url, (translated.get(story.url) ?? new Set()).add(lang));
    expect(translated.size, "the demo has translated stories").toBeGreaterThan(0);
    expect(translated.size, "and untranslated ones").toBeLessThan(news.length);
    for (const { url } of news) {
      const langs = translated.get(url) ?? new Set();
      expect(listed).toContain(`${ORIGIN}/news/${url}`);
      for (const lang of ["el", "ru"]) {
        const address = `${ORIGIN}/${lang}/news/${url}`;
        if (langs.has(lang)) expect(listed).toContain(address);
        else expect(listed, address).not.toContain(address);
      }
      expect(alternates.get(`${ORIGIN}/news/${url}`)).toEqual(["en", ...langs, "x-default"].sort());
    }
    expect(listed).toContain(`${ORIGIN}/`);
    expect(listed).toContain(`${ORIGIN}/el`);
  });

  it("stays one file up to 1,000 addresses, and splits at the next page", () => {
    const pages = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ path: `/news/story-${i}`, lastmod: "2026-11-26" }));
    const fit = Math.floor(SITEMAP_FILE_URLS / LOCALES.length);
    expect(sitemapFiles(pages(fit))).toHaveLength(1);
    const split = sitemapFiles(pages(fit + 1));
    expect(split.map((file) => file.length)).toEqual([fit, 1]);
    expect(sitemapFiles([])).toEqual([[]]);
  });

  it("answers 404 for a file the index does not name", async () => {
    for (const file of ["0.xml", "99.xml", "1.txt", "x.xml"]) {
      const response = await sitemapFile({ params: { file } } as Parameters<typeof sitemapFile>[0]);
      expect(response.status).toBe(404);
    }
  });
});
