import { serverTranslator } from "../../i18n/server-translator.server.ts";
import { getPageBlocks } from "../../lib/api.server.ts";
import { buildSeo } from "../../lib/seo.server.ts";
import { breadcrumbJsonLd } from "../../lib/structured-data.server.ts";
import { prepareHero, prepareRichText } from "./blocks.server.ts";

/** Loader of the hero-plus-rich-text pages (/terms, /privacy-policy, /accessibility). */
export async function legalLoader(
  page: "terms" | "privacy-policy" | "accessibility",
  path: string,
  titleKey: "terms" | "privacyPolicy" | "accessibility",
  /** Changes the text before it is sanitised (the privacy policy adds its retention periods). */
  completeText?: (html: string) => string,
) {
  const title =
    titleKey === "accessibility"
      ? serverTranslator("pages")("accessibilityTitle")
      : serverTranslator("nav")(titleKey);
  const blocks = await getPageBlocks(page);
  const hero = prepareHero(blocks.Hero);
  const seo = await buildSeo({
    path,
    title,
    description: blocks.Content?.value,
    image: hero?.bg_image,
    jsonLd: [
      breadcrumbJsonLd([
        { name: serverTranslator("pages")("home"), path: "/" },
        { name: title, path },
      ]),
    ],
  });
  const text =
    blocks.Content && completeText
      ? { ...blocks.Content, value: completeText(blocks.Content.value) }
      : blocks.Content;
  return { seo, hero, title, content: prepareRichText(text) };
}
