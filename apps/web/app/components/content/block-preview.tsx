import type { BlockContent, BlockKind } from "@thalassa/contract/blocks";
import { FORM_NAMES } from "../../lib/form-names.ts";
import { CateringTile } from "../home/brand-tiles.tsx";
import { HeroCarousel, type HeroView } from "../home/hero-carousel.tsx";
import { Services, type ServicesView } from "../home/services.tsx";
import { WhoWeAre } from "../home/who-we-are.tsx";
import { FixedVideo } from "../media/fixed-video.tsx";
import type { MediaSource } from "../media/media.tsx";
import { ConsentMap } from "./consent-map.tsx";
import { ContactCards } from "./contact-cards.tsx";
import { FeatureSection, type FeatureView } from "./feature-section.tsx";
import { PageHero } from "./page-hero.tsx";
import { RichText, type SanitizedHtml } from "./rich-text.tsx";

/** `lang`: the language the block is shown in on a Greek or Russian preview ("en" when untranslated). */
export type PreviewBlock = (
  | { kind: "RichText"; html: SanitizedHtml }
  | { kind: "Feature"; feature: FeatureView }
  | { kind: Exclude<BlockKind, "RichText" | "Feature">; block: unknown }
) & { lang?: string };

interface BlockPreviewProps {
  preview: PreviewBlock;
  consent: "true" | "false" | null;
}

/** SPEC §2 /edit-component: header blocks render as the header, others as their section. */
export function BlockPreview({ preview, consent }: BlockPreviewProps) {
  switch (preview.kind) {
    case "RichText":
      return (
        <div className="content-page container">
          <RichText html={preview.html} />
        </div>
      );
    case "Feature":
      return <FeatureSection feature={preview.feature} />;
    case "HeroBlock":
      return <HeroCarousel hero={preview.block as HeroView} />;
    case "Hero":
      return (
        <PageHero hero={preview.block as BlockContent<"Hero"> & { bg_image: MediaSource }} fallbackTitle="" />
      );
    case "WhoWeAre":
      return <WhoWeAre block={preview.block as BlockContent<"WhoWeAre">} />;
    case "CateringTile":
      return (
        <div className="container section">
          <div className="brand-tile brand-tile--catering">
            <CateringTile
              catering={preview.block as BlockContent<"CateringTile">}
              href={`?modal=${FORM_NAMES.catering}`}
            />
          </div>
        </div>
      );
    case "Services":
      return <Services block={preview.block as ServicesView} />;
    case "Video": {
      const video = preview.block as BlockContent<"Video">;
      return <FixedVideo title={video.title ?? null} media={video.media} />;
    }
    case "ContactCards":
      return <ContactCards cards={(preview.block as BlockContent<"ContactCards">).cards} />;
    case "Map":
      return (
        <div className="container section">
          <ConsentMap map={preview.block as BlockContent<"Map">} consent={consent} />
        </div>
      );
  }
}
