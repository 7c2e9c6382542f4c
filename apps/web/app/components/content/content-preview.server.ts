import {
  csrItemSchema,
  eventSchema,
  jobSchema,
  newsItemSchema,
  websiteSchema,
} from "@thalassa/contract/entities";
import type { z } from "zod";
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

/** The item checked against its page's contract, script addresses removed; null when it does not fit. */
function publicRead<T>(schema: z.ZodType<T>, item: unknown): T | null {
  const parsed = schema.safeParse(item);
  return parsed.success ? withoutScriptUrls(parsed.data) : null;
}

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
      const article = publicRead(newsItemSchema, item);
      if (!article) return null;
      return { type, article: newsPageView(article), path: publicPathOf(type, article, "en") };
    }
    case "events": {
      const event = publicRead(eventSchema, item);
      if (!event) return null;
      return {
        type,
        event: eventPageView(event),
        images: eventPageImages(event),
        path: publicPathOf(type, event, "en"),
      };
    }
    case "jobs": {
      const job = publicRead(jobSchema, item);
      if (!job) return null;
      return { type, job: jobPageView(job), path: publicPathOf(type, job, "en") };
    }
    case "brands": {
      const brand = publicRead(websiteSchema, item);
      if (!brand) return null;
      return {
        type,
        card: listedOnBrandsPage(brand) ? brandCardView(brand, locale) : null,
        tile: hasHomeTile(brand) ? brandTileView(brand, locale) : null,
        path: publicPathOf(type, brand, "en"),
      };
    }
    case "csr": {
      const community = publicRead(csrItemSchema, item);
      if (!community) return null;
      return { type, item: csrItemView(community), path: publicPathOf(type, community, "en") };
    }
  }
}
