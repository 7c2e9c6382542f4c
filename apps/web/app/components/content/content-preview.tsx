import { useTranslations } from "use-intl";
import { type BrandCardView, BrandList } from "../brands/brand-card.tsx";
import { JobDetails, type JobPageView } from "../careers/job-details.tsx";
import { EventDetails, type EventPageView } from "../events/event-details.tsx";
import { BrandTiles, type BrandTileView } from "../home/brand-tiles.tsx";
import type { MediaSource } from "../media/media.tsx";
import { Article, type ArticleView } from "../news/article.tsx";
import { CsrItemPreview, type CsrItemView } from "./csr-grid.tsx";

/** A draft prepared for its public page's component (content-preview.server.ts). */
export type ContentPreviewView = (
  | { type: "news"; article: ArticleView }
  | { type: "events"; event: EventPageView; images: MediaSource[] }
  | { type: "jobs"; job: JobPageView }
  /** A brand's card on /brands and its tile on the home page; null where that page leaves it out. */
  | { type: "brands"; card: BrandCardView | null; tile: BrandTileView | null }
  | { type: "csr"; item: CsrItemView }
) & {
  /** The item's public path in English (the breadcrumb's links are put in the page's language). */
  path: string;
};

/**
 * A draft story, event or job posting rendered by the same component as its public page (ADR
 * 0063), so the preview cannot drift from the page. What only a published page has is left out:
 * a draft story has no neighbours in the pager, and a draft job posting takes no applications.
 * The breadcrumb is the page's, its words in the frame's language. A brand or a community item has
 * no page of its own: it shows as the pages that list it show it (ADR 0068).
 */
export function ContentPreviewBody({ view }: { view: ContentPreviewView }) {
  const home = { name: useTranslations("pages")("home"), path: "/", ui: true };
  const nav = useTranslations("nav");
  const preview = useTranslations("preview");
  switch (view.type) {
    case "news": {
      const { article } = view;
      const crumbs = [
        home,
        { name: nav("news"), path: "/news", ui: true },
        { name: article.title, path: view.path },
      ];
      return <Article article={article} crumbs={crumbs} previous={null} next={null} />;
    }
    case "events": {
      const { event } = view;
      const crumbs = [
        home,
        { name: nav("whatsOn"), path: "/whats-on", ui: true },
        { name: event.name, path: view.path },
      ];
      return <EventDetails event={event} images={view.images} crumbs={crumbs} />;
    }
    case "jobs": {
      const { job } = view;
      const crumbs = [
        home,
        { name: nav("careers"), path: "/careers", ui: true },
        { name: job.job_title, path: view.path },
      ];
      return <JobDetails job={job} crumbs={crumbs} applyHref="#main" />;
    }
    case "brands":
      // Where the public pages show a brand: its card on /brands, its tile on the home page.
      return (
        <>
          {view.card ? <BrandList cards={[view.card]} /> : null}
          {view.tile ? <BrandTiles brands={[view.tile]} catering={null} cateringHref="#main" /> : null}
          {view.card || view.tile ? null : <p className="container section">{preview("notListed")}</p>}
        </>
      );
    case "csr":
      return <CsrItemPreview item={view.item} />;
  }
}
