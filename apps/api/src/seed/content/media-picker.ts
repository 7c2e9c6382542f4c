// Picks manifest media for the content, with stand-ins when the manifest is partial.

import type { Image, Media } from "@thalassa/contract/entities";
import { type BrandProfile, type DemoCatalogue, readCatalogue } from "../catalogue/index.ts";
import {
  isManifestVideo,
  type ManifestImage,
  type ManifestVideo,
  type MediaManifest,
  toImage,
  toMedia,
} from "../media-manifest.ts";
import { PAGE_HEROES } from "./home.ts";

/* ---------------------------------------------------------------- media */

/** The manifest's own description of a picture when it has one, else `fallback`. */
export function altOr(img: ManifestImage, fallback: string): string {
  return img.alt?.trim() ? img.alt : fallback;
}

export function imageOf(img: ManifestImage, fallbackAlt: string): Image {
  return toImage(img, altOr(img, fallbackAlt));
}

export function mediaOf(item: ManifestImage | ManifestVideo, fallbackAlt: string): Media {
  return toMedia(item, altOr(isManifestVideo(item) ? item.poster : item, fallbackAlt));
}

/**
 * Picks manifest media with fallbacks: a missing key borrows another picture of the manifest
 * (chosen by a fixed seed) so a partial manifest still yields complete content.
 */
export class MediaPicker {
  private readonly pool: ManifestImage[];
  private readonly profiles: Map<number, BrandProfile>;

  constructor(
    readonly manifest: MediaManifest,
    readonly catalogue: DemoCatalogue,
  ) {
    this.profiles = new Map(catalogue.brands.map((b) => [b.id, b]));
    const m = manifest;
    const brands = Object.values(m.brands ?? {});
    this.pool = [
      ...(m.hero?.desktop ?? []),
      ...Object.values(m.pages ?? {}),
      ...brands.flatMap((b) => [b?.medium, ...(b?.carousel ?? [])]),
      ...Object.values(m.news ?? {}).flatMap((n) => [n?.large, n?.small]),
      ...Object.values(m.events ?? {}).flatMap((e) => [e?.medium, e?.small]),
      ...Object.values(m.services ?? {}),
      ...(m.cateringTile ?? []),
      ...Object.values(m.csr ?? {}),
      m.giftCard,
    ].filter(
      (img): img is ManifestImage => img !== undefined && img !== null && typeof img.path === "string",
    );
    if (this.pool.length === 0) throw new Error("The media manifest lists no images");
  }

  /** `img` itself, or a stand-in from the pool. */
  image(img: ManifestImage | undefined | null, seed: number): ManifestImage {
    if (img) return img;
    return this.pool[Math.abs(seed) % this.pool.length] as ManifestImage;
  }

  /** `count` images from `list`, completed from the pool when the list is short. */
  images(list: ManifestImage[] | undefined, count: number, seed: number): ManifestImage[] {
    const out = (list ?? []).slice(0, count);
    for (let i = out.length; i < count; i++) out.push(this.image(undefined, seed + i * 7));
    return out;
  }

  brandName(id: number): string {
    return this.manifest.brands?.[String(id)]?.name ?? this.profiles.get(id)?.fallbackName ?? `Brand ${id}`;
  }

  profile(id: number): BrandProfile | undefined {
    return this.profiles.get(id);
  }

  brandMedium(id: number): ManifestImage {
    const b = this.manifest.brands?.[String(id)];
    return this.image(b?.medium ?? b?.carousel?.[0], id * 11);
  }

  brandCarousel(id: number): ManifestImage[] {
    const b = this.manifest.brands?.[String(id)];
    const list = b?.carousel?.length ? b.carousel : b?.medium ? [b.medium] : undefined;
    return this.images(list, 3, id * 13);
  }

  /** A brand's SVG logo (`logo` or `logo_2`), else the group's, else none. */
  brandLogo(id: number, key: "logo" | "logo_2"): string | undefined {
    const brands = this.manifest.brands ?? {};
    return brands[String(id)]?.[key] ?? brands[String(id)]?.logo ?? brands["1"]?.[key] ?? brands["1"]?.logo;
  }

  page(name: string, seed: number): ManifestImage {
    return this.image(this.manifest.pages?.[name], seed);
  }

  video(key: "hero" | "tile" | "production"): ManifestVideo | undefined {
    const v = this.manifest.videos;
    if (key === "hero") return this.manifest.hero?.video ?? v?.hero ?? v?.tile ?? v?.production;
    return (
      v?.[key] ?? v?.hero ?? this.manifest.hero?.video ?? (key === "production" ? v?.tile : v?.production)
    );
  }

  /** A video as block media, or an image when the manifest has no videos. */
  videoMedia(key: "hero" | "tile" | "production", alt: string, seed: number): Media {
    const v = this.video(key);
    return mediaOf(v ?? this.image(undefined, seed), alt);
  }
}

/** The service cards' pictures, in the order the home page shows them. */
export const SERVICE_PICTURES = ["private-dining", "catering", "gift-cards", "confectionery"] as const;

/** Manifest keys the content uses that are absent, for reports and tests. */
export function missingManifestKeys(m: MediaManifest, catalogue: DemoCatalogue = readCatalogue()): string[] {
  const missing: string[] = [];
  const need = (ok: unknown, key: string) => {
    if (ok === undefined || ok === null || (Array.isArray(ok) && ok.length === 0)) missing.push(key);
  };
  for (const b of catalogue.brands) {
    const brand = m.brands?.[String(b.id)];
    need(brand, `brands.${b.id}`);
    if (!brand) continue;
    need(brand.logo, `brands.${b.id}.logo`);
    need(brand.logo_2, `brands.${b.id}.logo_2`);
    need(brand.medium, `brands.${b.id}.medium`);
    need(brand.carousel, `brands.${b.id}.carousel`);
  }
  need(m.hero?.desktop, "hero.desktop");
  need(m.hero?.mobile, "hero.mobile");
  need(m.hero?.video, "hero.video");
  need(m.videos?.hero, "videos.hero");
  need(m.videos?.tile, "videos.tile");
  need(m.videos?.production, "videos.production");
  for (const page of Object.keys(PAGE_HEROES)) need(m.pages?.[page], `pages.${page}`);
  need(m.privateEvents?.city, "privateEvents.city");
  need(m.privateEvents?.sea, "privateEvents.sea");
  need(m.privateEvents?.catering, "privateEvents.catering");
  need(m.cateringTile, "cateringTile");
  for (const key of SERVICE_PICTURES) need(m.services?.[key], `services.${key}`);
  for (const e of catalogue.news) need(m.news?.[e.picture], `news.${e.picture}`);
  for (const e of catalogue.events) need(m.events?.[e.picture], `events.${e.picture}`);
  for (const e of catalogue.community) need(m.csr?.[e.picture], `csr.${e.picture}`);
  for (const e of catalogue.story) need(m.story?.[e.picture], `story.${e.picture}`);
  need(m.giftCard, "giftCard");
  need(m.menus, "menus");
  need(m.favicon, "favicon");
  return [...new Set(missing)];
}
