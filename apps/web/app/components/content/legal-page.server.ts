import { getPageBlocks } from "../../lib/api.server.ts";
import { buildSeo } from "../../lib/seo.server.ts";
import { breadcrumbJsonLd } from "../../lib/structured-data.server.ts";
import { prepareHero, prepareRichText } from "./blocks.server.ts";

/** Loader of the hero-plus-rich-text pages (/terms, /privacy-policy, /accessibility). */
export async function legalLoader(
  page: "terms" | "privacy-policy" | "accessibility",
  path: string,
  title: string,
) {
  const blocks = await getPageBlocks(page);
  const hero = prepareHero(blocks.Hero);
  const seo = await buildSeo({
    path,
    title,
    description: blocks.Content?.value,
    image: hero?.bg_image,
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: title, path },
      ]),
    ],
  });
  return { seo, hero, content: prepareRichText(blocks.Content) };
}
