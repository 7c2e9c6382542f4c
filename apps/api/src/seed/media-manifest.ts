import type { Image, Media } from "@thalassa/contract/entities";

/**
 * Shape of `media-manifest.json`, written by the media generator next to the files it renders into
 * the API's media folder. Paths are relative to that folder. Keys are optional because the file is
 * read at run time: the content builder falls back to another picture when one is missing.
 */
export interface ManifestImage {
  path: string;
  width: number;
  height: number;
  blurhash?: string | null;
  alt?: string | null;
  variants?: { width: number; path: string }[] | null;
}

export interface ManifestVideo {
  path: string;
  poster: ManifestImage;
  width: number;
  height: number;
}

export interface ManifestBrand {
  name: string;
  palette?: string[];
  logo?: string;
  logo_2?: string;
  medium?: ManifestImage;
  carousel?: ManifestImage[];
}

export interface ManifestMenu {
  brandId: number;
  path: string;
  title?: string;
}

export interface MediaManifest {
  brands?: Record<string, ManifestBrand | undefined>;
  hero?: { desktop?: ManifestImage[]; mobile?: ManifestImage[]; video?: ManifestVideo };
  videos?: { hero?: ManifestVideo; tile?: ManifestVideo; production?: ManifestVideo };
  pages?: Record<string, ManifestImage | undefined>;
  privateEvents?: { city?: ManifestImage; sea?: ManifestImage; catering?: ManifestImage };
  cateringTile?: ManifestImage[];
  /** Service cards by name: private-dining, catering, gift-cards, confectionery. */
  services?: Record<string, ManifestImage | undefined>;
  /** Pictures of the demo catalogue, by picture key (see `catalogue/pictures/`). */
  news?: Record<string, { small?: ManifestImage; large?: ManifestImage } | undefined>;
  events?: Record<
    string,
    { small?: ManifestImage; medium?: ManifestImage; carousel?: ManifestImage[] } | undefined
  >;
  csr?: Record<string, ManifestImage | undefined>;
  story?: Record<string, ManifestImage | undefined>;
  giftCard?: ManifestImage;
  menus?: ManifestMenu[];
  favicon?: { svg?: string; png?: string };
}

/** Public URL of a file in the media folder. */
export function mediaUrl(path: string): string {
  return `/media/${path.replace(/^\/+/, "")}`;
}

/** Intrinsic box of the SVG logos (they scale; the box keeps the layout from shifting). */
export const LOGO_BOX = { width: 240, height: 96 } as const;

export function toImage(img: ManifestImage, alt?: string): Image {
  return {
    url: mediaUrl(img.path),
    alt: alt ?? img.alt ?? "",
    blurhash: img.blurhash ?? null,
    width: img.width,
    height: img.height,
    variants: (img.variants ?? []).map((v) => ({ width: v.width, url: mediaUrl(v.path) })),
  };
}

export function isManifestVideo(item: ManifestImage | ManifestVideo): item is ManifestVideo {
  return "poster" in item && item.poster !== undefined;
}

/** An image, or a muted looping video with its poster, as block media. */
export function toMedia(item: ManifestImage | ManifestVideo, alt?: string): Media {
  if (isManifestVideo(item)) {
    const poster = toImage(item.poster, alt);
    return {
      type: "video",
      url: mediaUrl(item.path),
      alt: alt ?? poster.alt,
      blurhash: poster.blurhash,
      width: item.width,
      height: item.height,
      poster,
    };
  }
  return { type: "image", ...toImage(item, alt) };
}

/** An SVG logo: no blur hash, no variants, a fixed layout box. */
export function toLogo(path: string, alt: string): Image {
  return { url: mediaUrl(path), alt, width: LOGO_BOX.width, height: LOGO_BOX.height };
}
