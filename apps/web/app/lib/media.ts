import type { Image } from "@thalassa/contract/entities";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** SPEC §2: insecure http media are upgraded to https, except the local demo host. */
export function secureMediaUrl(url: string): string {
  if (!url.startsWith("http://")) return url;
  try {
    const { hostname } = new URL(url);
    return LOCAL_HOSTS.has(hostname) ? url : `https://${url.slice("http://".length)}`;
  } catch {
    return url;
  }
}

/** A srcset from the API's variants, or undefined when there is only one size. */
export function imageSrcSet(image: Pick<Image, "variants">): string | undefined {
  if (!image.variants || image.variants.length < 2) return undefined;
  return image.variants.map((v) => `${secureMediaUrl(v.url)} ${v.width}w`).join(", ");
}

/** The smallest variant at least `width` wide, else the image itself. */
export function imageUrlForWidth(image: Image, width: number): string {
  const sorted = [...(image.variants ?? [])].sort((a, b) => a.width - b.width);
  const fit = sorted.find((v) => v.width >= width) ?? sorted.at(-1);
  return secureMediaUrl(fit?.url ?? image.url);
}
