import { eventSchema, jobSchema, newsItemSchema } from "@thalassa/contract/entities";
import { withoutScriptUrls } from "../../lib/safe-links.server.ts";
import { jobPageView } from "../careers/job-views.server.ts";
import { eventPageImages, eventPageView } from "../events/event-views.server.ts";
import { newsPageView } from "../news/news-views.server.ts";
import type { ContentPreviewView } from "./content-preview.tsx";
import { type PreviewType, publicPathOf } from "./preview-types.ts";

/**
 * A public item the API made from a draft, prepared for its public page's component exactly as
 * the page's loader prepares a published one: checked against the same contract schema, script
 * addresses removed, HTML through the same sanitiser. Null when it does not fit the schema.
 */
export function contentPreviewView(type: PreviewType, item: unknown): ContentPreviewView | null {
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
  }
}
