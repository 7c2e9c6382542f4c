import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { mediaFolder } from "../../paths.ts";
import { buildDemoContent, missingManifestKeys } from "../demo-content.ts";
import type { ManifestImage, MediaManifest } from "../media-manifest.ts";
import { readMediaManifest } from "../seed.ts";
import { catalogueFolder, readCatalogue } from "./load.ts";
import { shuffledCatalogue } from "./shuffle.ts";

const manifest = readMediaManifest();
const catalogue = readCatalogue();

function imagesOf(img: ManifestImage | undefined): ManifestImage[] {
  return img ? [img] : [];
}

describe("the demo catalogue", () => {
  it("reads, and every entry's picture is defined and used", () => {
    expect(catalogue.news.length).toBe(28);
    expect(catalogue.events.length).toBe(10);
    expect(catalogue.community.length).toBe(6);
    expect(catalogue.story.map((s) => s.year)).toEqual([1978, 1986, 1994, 2003, 2011, 2018, 2024]);
    const used = {
      news: new Set(catalogue.news.map((e) => e.picture)),
      events: new Set(catalogue.events.map((e) => e.picture)),
      community: new Set(catalogue.community.map((e) => e.picture)),
      story: new Set(catalogue.story.map((e) => e.picture)),
    };
    for (const kind of ["news", "events", "community", "story"] as const) {
      expect(Object.keys(catalogue.pictures[kind]).sort(), `unused ${kind} pictures`).toEqual(
        [...used[kind]].sort(),
      );
    }
  });

  it("has its media: the manifest has every picture key the seed uses, and the files exist", () => {
    expect(missingManifestKeys(manifest, catalogue)).toEqual([]);
    const pictures: ManifestImage[] = [
      ...catalogue.news.flatMap((e) => [
        manifest.news?.[e.picture]?.small,
        manifest.news?.[e.picture]?.large,
      ]),
      ...catalogue.events.flatMap((e) => {
        const m = manifest.events?.[e.picture];
        return [m?.small, m?.medium, ...(m?.carousel ?? [])];
      }),
      ...catalogue.community.flatMap((e) => imagesOf(manifest.csr?.[e.picture])),
      ...catalogue.story.flatMap((e) => imagesOf(manifest.story?.[e.picture])),
    ].filter((img): img is ManifestImage => img !== undefined);
    expect(pictures.length).toBeGreaterThan(100);
    for (const img of pictures) {
      for (const v of img.variants ?? []) expect(existsSync(join(mediaFolder, v.path)), v.path).toBe(true);
      expect(img.path.startsWith("/")).toBe(false);
    }
  });

  it("lists the manifest's picture keys exactly as the catalogue's, nothing more", () => {
    const keys = (m: MediaManifest) => ({
      news: Object.keys(m.news ?? {}).sort(),
      events: Object.keys(m.events ?? {}).sort(),
      csr: Object.keys(m.csr ?? {}).sort(),
      story: Object.keys(m.story ?? {}).sort(),
      services: Object.keys(m.services ?? {}).sort(),
    });
    expect(keys(manifest)).toEqual({
      news: Object.keys(catalogue.pictures.news).sort(),
      events: Object.keys(catalogue.pictures.events).sort(),
      csr: Object.keys(catalogue.pictures.community).sort(),
      story: Object.keys(catalogue.pictures.story).sort(),
      services: Object.keys(catalogue.pictures.site.services).sort(),
    });
  });

  it("keeps every story and event on its own picture when the catalogue is reordered", () => {
    const today = new Date("2025-03-14T09:30:00Z");
    const url = (img: ManifestImage | undefined) => `/media/${img?.path}`;
    for (const seed of [1, 2, 3]) {
      const shuffled = shuffledCatalogue(catalogue, seed);
      expect(shuffled.news.map((e) => e.url)).not.toEqual(catalogue.news.map((e) => e.url));
      const content = buildDemoContent(manifest, today, shuffled);
      for (const entry of shuffled.news) {
        const post = content.posts.find((p) => p.postType === "news" && p.url === entry.url);
        const pictures = manifest.news?.[entry.picture];
        expect(post?.images).toMatchObject({
          small: { url: url(pictures?.small) },
          large: { url: url(pictures?.large) },
        });
      }
      for (const entry of shuffled.community) {
        const post = content.posts.find((p) => p.postType === "csr" && p.url === entry.url);
        expect(post?.images.small?.url).toBe(url(manifest.csr?.[entry.picture]));
      }
      for (const entry of shuffled.story) {
        const post = content.posts.find((p) => p.postType === "story" && p.year === entry.year);
        expect(post?.title).toBe(entry.title);
        expect(post?.images.small?.url).toBe(url(manifest.story?.[entry.picture]));
      }
      for (const entry of shuffled.events) {
        const event = content.events.find((e) => e.eventUrl === entry.url);
        const pictures = manifest.events?.[entry.picture];
        expect(event?.images.small?.url).toBe(url(pictures?.small));
        expect(event?.images.medium?.url).toBe(url(pictures?.medium));
        expect(event?.images.carousel?.map((c) => c.url)).toEqual(pictures?.carousel?.map(url));
      }
    }
  });
});

describe("reading a broken catalogue", () => {
  let copy = "";
  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });
  const copyCatalogue = () => {
    copy = mkdtempSync(join(tmpdir(), "catalogue-"));
    cpSync(catalogueFolder, copy, { recursive: true });
    return copy;
  };
  const edit = (path: string, change: (value: Record<string, unknown>) => unknown) =>
    writeFileSync(path, JSON.stringify(change(JSON.parse(readFileSync(path, "utf8")))));

  it("names a picture key that no picture has", () => {
    const root = copyCatalogue();
    edit(join(root, "news", "sunset-menu-at-the-beach.json"), (v) => ({ ...v, picture: "no-such-picture" }));
    expect(() => readCatalogue(root)).toThrow("does not define: news: no-such-picture");
  });

  it("names the file and field of an invalid entry", () => {
    const root = copyCatalogue();
    edit(join(root, "events", "sunset-jazz-sessions.json"), (v) => ({ ...v, booking: "maybe" }));
    expect(() => readCatalogue(root)).toThrow(/sunset-jazz-sessions\.json is invalid: booking:/);
  });

  it("refuses a translation of a field that is not translatable, instead of dropping it", () => {
    const root = copyCatalogue();
    edit(join(root, "news", "sunset-menu-at-the-beach.json"), (v) => {
      const translations = v.translations as { el: { fields: Record<string, unknown> } };
      translations.el.fields.url = "menou-iliovasilematos";
      return v;
    });
    expect(() => readCatalogue(root)).toThrow(/sunset-menu-at-the-beach\.json is invalid: translations.*url/);
  });

  it("says which files the running order leaves out", () => {
    const root = copyCatalogue();
    writeFileSync(join(root, "community", "index.json"), JSON.stringify(["beach-clean-ups"]));
    expect(() => readCatalogue(root)).toThrow(/not listed: .*sharing-surplus-food/);
  });
});
