import { absoluteUrl } from "../lib/seo.server.ts";

/** /robots.txt: everything may be crawled but previews and payment outcomes; names the sitemap (an index of files once the site has more than 1,000 addresses). */
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
