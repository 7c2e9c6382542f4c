import { serverTranslator } from "../i18n/server-translator.server.ts";
import { buildSeo, type SeoInput } from "./seo.server.ts";
import type { Seo } from "./seo.ts";
import { breadcrumbJsonLd } from "./structured-data.server.ts";

/** A page one step below Home (About, Contact us, Central Production…). */
interface PageBelowHome {
  path: string;
  /** The page's name in the navigation, in the request's language. */
  title: string;
  description?: SeoInput["description"];
  image?: SeoInput["image"];
}

/**
 * The SEO of a page one step below Home: the CMS's page meta with the page's own text and image as
 * fallbacks, and the breadcrumb Home › page that search results show.
 */
export function pageBelowHomeSeo({ path, title, description, image }: PageBelowHome): Promise<Seo> {
  const home = serverTranslator("pages")("home");
  return buildSeo({
    path,
    title,
    description,
    image,
    jsonLd: [
      breadcrumbJsonLd([
        { name: home, path: "/", ui: true },
        { name: title, path, ui: true },
      ]),
    ],
  });
}
