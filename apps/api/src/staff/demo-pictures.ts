import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Image } from "@thalassa/contract/entities";
import { mediaFolder } from "../paths.ts";
import { type ManifestImage, mediaUrl } from "../seed/media-manifest.ts";
import { readMediaManifest } from "../seed/seed.ts";

/*
 * The demo content's pictures, offered in the media library beside the uploads so that an editor
 * can put a demo picture back or use it elsewhere. They are files of the media folder, not
 * uploads: listed only where that folder has them (a production image without demo media lists
 * none), never deleted from the library.
 */

/** A demo picture as the library lists it, with what an image field keeps of it. */
export interface DemoPicture {
  path: string;
  image: Image;
}

function isManifestImage(value: unknown): value is ManifestImage {
  const v = value as Partial<ManifestImage> | null;
  return (
    !!v &&
    typeof v === "object" &&
    typeof v.path === "string" &&
    /\.(webp|jpe?g|png|avif)$/i.test(v.path) &&
    typeof v.width === "number" &&
    typeof v.height === "number"
  );
}

/** Every picture object in the manifest (a variant list is part of its picture, not one of its own). */
function collect(value: unknown, into: ManifestImage[]): void {
  if (isManifestImage(value)) {
    into.push(value);
    return;
  }
  if (Array.isArray(value)) for (const one of value) collect(one, into);
  else if (value && typeof value === "object") for (const one of Object.values(value)) collect(one, into);
}

let cached: DemoPicture[] | undefined;

/** The demo pictures present in the media folder, each once, in the manifest's order. */
export function demoPictures(): DemoPicture[] {
  if (cached) return cached;
  const found: ManifestImage[] = [];
  try {
    collect(readMediaManifest(), found);
  } catch {
    // No manifest (a build without the demo media): the library has only its uploads.
  }
  const seen = new Set<string>();
  cached = found
    .filter((img) => !seen.has(img.path) && seen.add(img.path) && existsSync(join(mediaFolder, img.path)))
    .map((img) => ({
      path: img.path,
      image: {
        url: mediaUrl(img.path),
        alt: img.alt ?? "",
        blurhash: img.blurhash ?? null,
        width: img.width,
        height: img.height,
        variants: (img.variants ?? []).map((v) => ({ width: v.width, url: mediaUrl(v.path) })),
      },
    }));
  return cached;
}
