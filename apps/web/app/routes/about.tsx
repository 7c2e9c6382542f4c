import { useTranslations } from "use-intl";
import { prepareHero, prepareRichText } from "../components/content/blocks.server.ts";
import { PageHero } from "../components/content/page-hero.tsx";
import { RichText } from "../components/content/rich-text.tsx";
import { StoryTimeline } from "../components/content/story-timeline.tsx";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { getPageBlocks, getStory } from "../lib/api.server.ts";
import { pageBelowHomeSeo } from "../lib/page-below-home-seo.server.ts";
import { addPlaceholders } from "../lib/placeholders.server.ts";
import { safeHtml } from "../lib/sanitize.server.ts";
import { metaTags } from "../lib/seo.ts";
import type { Route } from "./+types/about";
import "../components/content/content.css";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";

export async function loader() {
  const title = serverTranslator("nav")("about");
  const [blocks, story] = await Promise.all([getPageBlocks("about"), getStory()]);
  const entries = [...story]
    .sort((a, b) => a.year - b.year)
    .map((e) => ({
      id: e.id,
      year: e.year,
      title: e.title,
      description: safeHtml(e.description),
      image: e.images.small ?? null,
    }));
  const hero = prepareHero(blocks.Hero);
  const seo = await pageBelowHomeSeo({
    path: "/about",
    title,
    description: blocks.Intro?.value,
    image: hero?.bg_image,
  });
  return {
    title,
    seo,
    hero,
    intro: prepareRichText(blocks.Intro),
    entries: addPlaceholders(entries),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const pages = useTranslations("pages");
  const { hero, intro, entries } = loaderData;
  return (
    <>
      <PageHero hero={hero} fallbackTitle={loaderData.title} eyebrow={pages("aboutEyebrow")} />
      {intro ? (
        <section className="content-page container" aria-label={pages("introduction")}>
          <RichText html={intro} className="prose--lead" />
        </section>
      ) : null}
      <StoryTimeline entries={entries} />
    </>
  );
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
