import type { PageMeta } from "@thalassa/contract/entities";
import { metaDescriptionOf } from "@thalassa/contract/text";
import { pathInLocale } from "../i18n/locales.ts";
import { requestLocale } from "../i18n/request-locale.server.ts";
import { getPageMetaList, getSettings } from "./api.server.ts";
import { getEnv } from "./env.server.ts";
import { imageUrlForWidth } from "./media.ts";
import type { Seo } from "./seo.ts";

/** An absolute URL on the public origin for a site path or a media URL. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, getEnv().PUBLIC_SITE_URL).toString();
}

/** The absolute URL of a site page in the language of the request (`/news` on a Greek page: /el/news). */
export function localeUrl(path: string): string {
  return absoluteUrl(pathInLocale(path, requestLocale()));
}

export interface SeoInput {
  /** The route's path, e.g. "/news" (query strings are not part of the canonical URL). */
  path: string;
  /** Used when the CMS has no meta for this path (entity pages derive theirs). */
  title?: string;
  description?: string | null;
  /** An image URL or a media object with variants (a 1200 px variant is picked when offered). */
  image?:
    | string
    | { url: string; alt?: string | null; variants?: { width: number; url: string }[] | null }
    | null;
  type?: Seo["type"];
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
  /** The article's own meta, for news pages. */
  meta?: PageMeta | null;
}

/**
 * The page's SEO from the API's page meta (SPEC §3) with the entity's data as a fallback: title,
 * description, keywords, canonical URL on the configured public origin, share image, favicon.
 */
export async function buildSeo(input: SeoInput): Promise<Seo> {
  const [settings, metaList] = await Promise.all([getSettings(), getPageMetaList().catch(() => [])]);
  const meta = input.meta ?? metaList.find((m) => m.url === input.path) ?? null;
  const fallbackImage = settings.images.medium?.url ?? null;
  let image: string | null = null;
  let imageAlt: string | null = null;
  if (meta?.images?.large?.url) image = meta.images.large.url ?? null;
  else if (typeof input.image === "string") image = input.image;
  else if (input.image) {
    image = imageUrlForWidth({ ...input.image, alt: input.image.alt ?? "" }, 1200);
    imageAlt = input.image.alt ?? null;
  } else image = fallbackImage;
  const description =
    meta?.meta_description ?? (input.description ? metaDescriptionOf(input.description) : null);
  const title = meta?.meta_title ?? (input.title ? `${input.title} | ${settings.name}` : settings.name);
  return {
    title,
    description,
    keywords: meta?.meta_keywords ?? null,
    // The page in the language it is shown in (og:locale and hreflang come from the root).
    canonical: localeUrl(input.path),
    image: image ? absoluteUrl(image) : null,
    imageAlt,
    siteName: settings.name,
    favicon: settings.images.favicon?.url ?? null,
    type: input.type,
    jsonLd: input.jsonLd,
    noindex: input.noindex,
  };
}
