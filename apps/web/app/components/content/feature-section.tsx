import type { FeatureBlock } from "@thalassa/contract/blocks";
import { Media, type MediaSource } from "../media/media.tsx";
import { CmsLink } from "./cms-link.tsx";
import { Reveal } from "./reveal.tsx";
import { RichText, type SanitizedHtml } from "./rich-text.tsx";
import "./content.css";

export type FeatureView = Omit<FeatureBlock, "paragraph" | "media"> & {
  paragraph: SanitizedHtml;
  media?: MediaSource | null;
  /** The language the block is in, on a Greek or Russian page (ADR 0039). */
  lang?: string;
};

interface FeatureSectionProps {
  feature: FeatureView;
  /** Image on the right instead of the left (alternating sections). */
  flip?: boolean;
  id?: string;
  /** Replaces the block's own button (e.g. a link that opens a modal). */
  action?: React.ReactNode;
  tone?: "shell" | "sand";
}

/** A titled section with text and media side by side (stacked on narrow screens). */
export function FeatureSection({ feature, flip = false, id, action, tone = "shell" }: FeatureSectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className={`feature feature--${tone}`} id={id} aria-labelledby={headingId} lang={feature.lang}>
      <Reveal className={`container feature__inner ${flip ? "feature__inner--flip" : ""}`}>
        {feature.media ? (
          <div className="feature__media">
            <Media media={feature.media} sizes="(max-width: 991px) 100vw, 50vw" playOnHover={false} />
          </div>
        ) : null}
        <div className="feature__text">
          {feature.eyebrow ? <p className="eyebrow">{feature.eyebrow}</p> : null}
          <h2 id={headingId}>{feature.title}</h2>
          <RichText html={feature.paragraph} />
          {action ??
            (feature.button ? (
              <CmsLink href={feature.button.link} newTab={feature.button.newTab} className="button">
                {feature.button.text}
              </CmsLink>
            ) : null)}
        </div>
      </Reveal>
    </section>
  );
}
