import { getEnv } from "../lib/env.server.ts";
import { sitemapFiles, sitemapPages, sitemapResponse, urlsetXml } from "../lib/sitemap.server.ts";
import type { Route } from "./+types/sitemap-file";

/** /sitemaps/<n>.xml: the n-th file of a sitemap split by /sitemap.xml's index. */
export async function loader({ params }: Route.LoaderArgs) {
  const number = Number(params.file.match(/^([1-9]\d{0,5})\.xml$/)?.[1]);
  const files = sitemapFiles(await sitemapPages());
  const pages = files.length > 1 ? files[number - 1] : undefined;
  if (!pages)
    return new Response("There is no such sitemap file; /sitemap.xml lists them.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
    });
  return sitemapResponse(urlsetXml(pages, getEnv().PUBLIC_SITE_URL));
}
