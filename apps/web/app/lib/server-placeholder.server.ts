import type { Image, Media } from "@thalassa/contract/entities";
import { blurhashToDataUrl } from "./blurhash.server.ts";

/** The placeholder of an image, or of a video's poster, from its blur-hash (see ServerPlaceholders). */
export function serverPlaceholder(media: Image | Media): string | null {
  const poster = "poster" in media ? media.poster : null;
  return blurhashToDataUrl(media.blurhash) ?? blurhashToDataUrl(poster?.blurhash);
}
