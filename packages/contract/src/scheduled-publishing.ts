import { z } from "zod";
import { sqlColumn } from "./content-model.ts";

/*
 * Publish and unpublish at a set time (ADR 0043). A publishable entity carries two optional
 * moments; the API's scheduler turns a due draft live (and forgets `publish_at`) and an expired
 * item back into a draft (forgetting both). Stored in UTC; the staff area shows and reads them in
 * the site's time zone (Europe/Nicosia).
 */

export const SCHEDULE_FIELDS = ["publish_at", "unpublish_at"] as const;

/** A moment with its offset; `help` is what the staff form says under the field. */
const moment = (help: string) =>
  z.iso
    .datetime({ offset: true, error: "Use a date and time like 2026-05-31T18:00:00Z" })
    .nullish()
    .meta({ description: help });

/** The two fields, without columns: for an entity whose table another entity declares them in. */
export const scheduledPublishingFields = {
  publish_at: {
    label: "Publish at",
    write: moment("Cyprus time. Save the item as a draft and it goes live then."),
  },
  unpublish_at: {
    label: "Unpublish at",
    write: moment("Cyprus time. The item goes back to draft then, off the site."),
  },
};

/** The two fields with their columns: one spread into each publishable entity's fields. */
export const scheduledPublishing = {
  publish_at: { ...scheduledPublishingFields.publish_at, sql: sqlColumn.timestamp() },
  unpublish_at: { ...scheduledPublishingFields.unpublish_at, sql: sqlColumn.timestamp() },
};

export const scheduleMessages = {
  unpublishBeforePublish: "Unpublish at must be later than Publish at.",
  liveBeforePublish:
    "This item is set to publish later: save it as a draft until then, or clear Publish at to publish it now.",
} as const;

interface Scheduled {
  status?: unknown;
  publish_at?: string | null;
  unpublish_at?: string | null;
}

/**
 * What is wrong with a write's schedule, as field errors, or null. `now` decides whether a publish
 * time is still to come: a live item with one is refused (it would be public before its time).
 */
export function scheduleErrors(body: Scheduled, now: Date): Record<string, string[]> | null {
  const publish = body.publish_at ? Date.parse(body.publish_at) : null;
  const unpublish = body.unpublish_at ? Date.parse(body.unpublish_at) : null;
  if (publish !== null && unpublish !== null && unpublish <= publish)
    return { unpublish_at: [scheduleMessages.unpublishBeforePublish] };
  if (body.status === "live" && publish !== null && publish > now.getTime())
    return { publish_at: [scheduleMessages.liveBeforePublish] };
  return null;
}
