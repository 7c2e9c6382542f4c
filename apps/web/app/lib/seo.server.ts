import type { PageMeta } from "@thalassa/contract/entities";
import { metaDescriptionOf } from "@thalassa/contract/text";
import { DEFAULT_LOCALE, pathInLocale } from "../i18n/locales.ts";
import { requestLocale } from "../i18n/request-locale.server.ts";
import { getPageMetaList, getSettings } from "./api.server.ts";
import { getEnv } from "./env.server.ts";
import { imageUrlForWidth } from "./media.ts";
import { type Seo, withSiteName } from "./seo.ts";

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
  /**
   * An item page whose item has no translation in the page's language yet (its name is English):
   * offered under /el and /ru, but canonical to the English address and noindex (ADR 0055).
   */
  untranslated?: boolean;
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
  // On a Greek or Russian page the CMS meta counts only where it is translated: an English field
  // (the API names it in `untranslated`) gives way to the page's own heading and lead, which the
  // route passes in the page's language, so the title a screen reader and a search result read
  // matches the page (ADR 0055).
  const english = new Set<string>(
    requestLocale() === DEFAULT_LOCALE
      ? []
      : ((meta as { untranslated?: string[] } | null)?.untranslated ?? []),
  );
  const own = <T>(field: string, value: T | null | undefined): T | null =>
    value != null && !english.has(field) ? value : null;
  const headingTitle =
    input.title && input.title !== settings.name ? `${input.title} | ${settings.name}` : null;
  const metaTitle = own("meta_title", meta?.meta_title);
  const title = metaTitle
    ? withSiteName(metaTitle, settings.name)
    : (headingTitle ?? meta?.meta_title ?? settings.name);
  const description =
    own("meta_description", meta?.meta_description) ??
    (input.description ? metaDescriptionOf(input.description) : null) ??
    meta?.meta_description ??
    null;
  const englishOnly = input.untranslated === true && requestLocale() !== DEFAULT_LOCALE;
  return {
    title,
    description,
    // English keywords say nothing to a Greek or Russian search: none until they are translated.
    keywords: own("meta_keywords", meta?.meta_keywords),
    // The page in the language it is shown in (og:locale and hreflang come from the root).
    canonical: englishOnly ? absoluteUrl(input.path) : localeUrl(input.path),
    languages: englishOnly ? [DEFAULT_LOCALE] : undefined,
    image: image ? absoluteUrl(image) : null,
    imageAlt,
    siteName: settings.name,
    favicon: settings.images.favicon?.url ?? null,
    type: input.type,
    jsonLd: input.jsonLd,
    noindex: input.noindex || englishOnly,
  };
}
