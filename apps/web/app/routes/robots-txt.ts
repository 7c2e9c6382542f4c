import { absoluteUrl } from "../lib/seo.server.ts";

/** /robots.txt: everything may be crawled but previews and payment outcomes; names the sitemap. */
export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /edit-component",
    "Disallow: /gift-card/success",
    "Disallow: /gift-card/failed",
    "Allow: /",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
