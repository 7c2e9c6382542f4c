import type { PageHeroBlock } from "@thalassa/contract/blocks";
import type { MediaSource } from "../media/media.tsx";
import { PageHero } from "./page-hero.tsx";
import { RichText, type SanitizedHtml } from "./rich-text.tsx";
import "./content.css";

interface LegalPageProps {
  hero: (PageHeroBlock & { bg_image: MediaSource }) | null;
  content: SanitizedHtml | null;
  /** The page's name in its language, for a page without a hero block. */
  title: string;
}

/** SPEC §2 /terms and /privacy-policy (and /accessibility): a hero and the rich text, in a reading measure. */
export function LegalPage({ hero, content, title }: LegalPageProps) {
  return (
    <>
      <PageHero hero={hero} fallbackTitle={title} />
      {content ? (
        <div className="content-page container">
          <RichText html={content} className="prose--legal" />
        </div>
      ) : null}
    </>
  );
}
