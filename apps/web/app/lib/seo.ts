import type { MetaDescriptor } from "react-router";

/** What a page says about itself to search engines and link previews; URLs are absolute. */
export interface Seo {
  title: string;
  description?: string | null;
  keywords?: string | null;
  canonical: string;
  image?: string | null;
  imageAlt?: string | null;
  siteName: string;
  favicon?: string | null;
  type?: "website" | "article";
  /** schema.org objects, each rendered as its own JSON-LD block. */
  jsonLd?: Record<string, unknown>[];
  /** Keep the page out of search results (outcome pages, previews). */
  noindex?: boolean;
  /**
   * The languages the page exists in, when not all: an untranslated item names only English, so
   * its Greek and Russian addresses announce no hreflang alternates of themselves (ADR 0055).
   */
  languages?: readonly string[];
}

/**
 * Every title ends with the group's name, also a story's own meta title ("… | Thalassa Group");
 * the page meta's search-result preview writes it the same way (ADR 0068).
 */
export function withSiteName(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

/** Meta tags, canonical link, favicon and JSON-LD for a route's `meta` export. */
export function metaTags(seo: Seo | null | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:title", content: seo.title },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:url", content: seo.canonical },
    { property: "og:site_name", content: seo.siteName },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
  ];
  if (seo.description) {
    tags.push(
      { name: "description", content: seo.description },
      { property: "og:description", content: seo.description },
      { name: "twitter:description", content: seo.description },
    );
  }
  if (seo.keywords) tags.push({ name: "keywords", content: seo.keywords });
  if (seo.image) {
    tags.push({ property: "og:image", content: seo.image }, { name: "twitter:image", content: seo.image });
    if (seo.imageAlt) tags.push({ property: "og:image:alt", content: seo.imageAlt });
  }
  if (seo.favicon) tags.push({ tagName: "link", rel: "icon", href: seo.favicon });
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const block of seo.jsonLd ?? []) tags.push({ "script:ld+json": block });
  return tags;
}
