import {
  csrItemSchema,
  eventSchema,
  jobSchema,
  newsItemSchema,
  websiteSchema,
} from "@thalassa/contract/entities";
import { DEFAULT_LOCALE, type Locale } from "../../i18n/locales.ts";
import { withoutScriptUrls } from "../../lib/safe-links.server.ts";
import { brandCardView, listedOnBrandsPage } from "../brands/brand-card-view.server.ts";
import { jobPageView } from "../careers/job-views.server.ts";
import { eventPageImages, eventPageView } from "../events/event-views.server.ts";
import { brandTileView, hasHomeTile } from "../home/brand-tile-view.server.ts";
import { newsPageView } from "../news/news-views.server.ts";
import type { ContentPreviewView } from "./content-preview.tsx";
import { csrItemView } from "./csr-views.server.ts";
import { type PreviewType, publicPathOf } from "./preview-types.ts";

/**
 * A public item the API made from a draft, prepared for its public page's component exactly as
 * the page's loader prepares a published one: checked against the same contract schema, script
 * addresses removed, HTML through the same sanitiser. Null when it does not fit the schema. A
 * brand's hours and kind are written in `locale`, the language of the page it is shown in.
 */
export function contentPreviewView(
  type: PreviewType,
  item: unknown,
  locale: Locale = DEFAULT_LOCALE,
): ContentPreviewView | null {
  switch (type) {
    case "news": {
      const parsed = newsItemSchema.safeParse(item);
      if (!parsed.success) return null;
      const article = withoutScriptUrls(parsed.data);
      return { type, article: newsPageView(article), path: publicPathOf(type, article, "en") };
    }
    case "events": {
      const parsed = eventSchema.safeParse(item);
      if (!parsed.success) return null;
      const event = withoutScriptUrls(parsed.data);
      return {
        type,
        event: eventPageView(event),
        images: eventPageImages(event),
        path: publicPathOf(type, event, "en"),
      };
    }
    case "jobs": {
      const parsed = jobSchema.safeParse(item);
      if (!parsed.success) return null;
      const job = withoutScriptUrls(parsed.data);
      return { type, job: jobPageView(job), path: publicPathOf(type, job, "en") };
    }
    case "brands": {
      const parsed = websiteSchema.safeParse(item);
      if (!parsed.success) return null;
      const brand = withoutScriptUrls(parsed.data);
      return {
        type,
        card: listedOnBrandsPage(brand) ? brandCardView(brand, locale) : null,
        tile: hasHomeTile(brand) ? brandTileView(brand, locale) : null,
        path: publicPathOf(type, brand, "en"),
      };
    }
    case "csr": {
      const parsed = csrItemSchema.safeParse(item);
      if (!parsed.success) return null;
      const community = withoutScriptUrls(parsed.data);
      return { type, item: csrItemView(community), path: publicPathOf(type, community, "en") };
    }
  }
}
