import type { PageHeroBlock } from "@thalassa/contract/blocks";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import {
  BODY_RATIO,
  blurhashOf,
  LARGE_RATIO,
  OVERLAY_TEXT,
  panelStyle,
  textPanel,
} from "../../lib/text-panel.ts";
import { Media, type MediaSource } from "../media/media.tsx";

/** The hero's texts over its picture: the large title, the subtitle and the eyebrow. */
const HERO_TEXTS = [
  { colour: OVERLAY_TEXT.white, ratio: LARGE_RATIO },
  { colour: OVERLAY_TEXT.warm, ratio: BODY_RATIO },
  { colour: OVERLAY_TEXT.lemon, ratio: BODY_RATIO },
];

import "./page-hero.css";

interface PageHeroProps {
  /** With the language it is in, on a Greek or Russian page (ADR 0039). */
  hero: (PageHeroBlock & { bg_image: MediaSource; lang?: string }) | null;
  /** Used when the CMS has no hero block for the page (interface text, in the page's language). */
  fallbackTitle: string;
  eyebrow?: string;
}

/** SPEC §3 hero of inner pages: title, subtitle and a background image under a scrim. */
export function PageHero({ hero, fallbackTitle, eyebrow }: PageHeroProps) {
  const lang = useInterfaceLang();
  const style = hero ? panelStyle(textPanel(blurhashOf(hero.bg_image), HERO_TEXTS)) : undefined;
  return (
    <section className="page-hero" data-has-image={hero ? "true" : "false"} style={style}>
      {hero ? <Media media={hero.bg_image} fill priority sizes="100vw" alt="" /> : null}
      <div className={`page-hero__content container${hero ? " text-panel" : ""}`}>
        {eyebrow ? (
          <p className="page-hero__eyebrow" lang={lang}>
            {eyebrow}
          </p>
        ) : null}
        {hero?.title ? <h1 lang={hero.lang}>{hero.title}</h1> : <h1 lang={lang}>{fallbackTitle}</h1>}
        {hero?.subtitle ? (
          <p className="page-hero__subtitle" lang={hero.lang}>
            {hero.subtitle}
          </p>
        ) : null}
      </div>
    </section>
  );
}
