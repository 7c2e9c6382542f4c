import { getEnv } from "../lib/env.server.ts";
import {
  sitemapFiles,
  sitemapIndexXml,
  sitemapPages,
  sitemapResponse,
  urlsetXml,
} from "../lib/sitemap.server.ts";

/**
 * /sitemap.xml, where robots.txt points: every page in every language while they fit one file, else
 * a sitemap index of /sitemaps/<n>.xml (lib/sitemap.server.ts).
 */
export async function loader() {
  const origin = getEnv().PUBLIC_SITE_URL;
  const files = sitemapFiles(await sitemapPages());
  const [only] = files;
  return sitemapResponse(
    files.length === 1 && only ? urlsetXml(only, origin) : sitemapIndexXml(files, origin),
  );
}
