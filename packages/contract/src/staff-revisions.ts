import { z } from "zod";

/*
 * Revisions of content items (ADR 0059): every staff save of an item records the whole saved body,
 * who saved it and when; the edit screen lists them, compares one with the item as it is and
 * restores one as a draft.
 */

/** Revisions kept per item; a save beyond this forgets the oldest. */
export const STAFF_REVISIONS_KEPT = 50;

/** What a save was, as the revision list says it. */
export const staffRevisionNotes = {
  create: "Created",
  update: "Saved",
  restore: "Restored from an earlier revision",
  "csv-import": "Menu imported from CSV",
  autosave: "Saved automatically",
} as const;
export type StaffRevisionNote = keyof typeof staffRevisionNotes;

export const staffRevisionSchema = z.object({
  id: z.number().int(),
  saved_at: z.string(),
  saved_by: z.object({ email: z.string().nullable(), name: z.string().nullable() }),
  note: z.string().nullable(),
  /** The publishing state the save asked for (draft or live), when the type has one. */
  status: z.string().nullable(),
});
export type StaffRevision = z.infer<typeof staffRevisionSchema>;

export const staffRevisionWithItemSchema = staffRevisionSchema.extend({
  item: z.record(z.string(), z.unknown()),
});
export type StaffRevisionWithItem = z.infer<typeof staffRevisionWithItemSchema>;

/** Seconds after the last change before the edit form saves by itself. */
export const STAFF_AUTOSAVE_SECONDS = 3;
/** Autosaves by one person within this many minutes are one revision, the latest content kept. */
export const STAFF_AUTOSAVE_REVISION_MINUTES = 10;

/** The refusal of an automatic save of a live item: only Update changes what the site shows. */
export const staffAutosaveLiveRefusal =
  "A live item is not saved automatically: your changes are kept on this device until you press Update or Unpublish.";

/** The refusal when a revision of a live item would be restored by the API (it would unpublish it). */
export const staffRestoreLiveRefusal =
  "This item is live, and restoring a revision as a draft would take it off the site. Open the revision in the form, then press Update to put it live or Unpublish to make it a draft.";
