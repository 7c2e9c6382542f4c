import { type ContentModel, columnOf } from "@thalassa/contract/content-model";
import { contentModels } from "@thalassa/contract/content-models";
import { SCHEDULE_FIELDS } from "@thalassa/contract/scheduled-publishing";
import { type StaffContentType, staffContentSchemas } from "@thalassa/contract/staff";
import type { z } from "zod";

/*
 * The staff API names a content type's fields as its write schema does (snake_case) and each is
 * stored in the column its content model names (contract content-models.ts; the name in camelCase
 * unless it says otherwise), so one mapping serves every content type that is one row of one
 * table: adding a field to the model and the table needs no adapter code.
 */

/** The content types stored as one row whose columns are the write schema's fields. */
export type RowContentType = Exclude<StaffContentType, "settings" | "blocks">;
type Fields = Record<string, unknown>;
/** Fields stored as timestamps: ISO text in the API, Dates in the rows (ADR 0043). */
const TIMES = new Set<string>(SCHEDULE_FIELDS);

function fieldShape(type: RowContentType): Record<string, z.ZodType> {
  return staffContentSchemas[type].shape;
}

/** The field's column, as its content model (contract content-models.ts) says. */
function columnName(type: RowContentType, field: string): string {
  const model: ContentModel = contentModels[type];
  return columnOf(field, model.fields[field] ?? {}) ?? field;
}

/**
 * The columns a body writes: every field of its type, an absent optional one as null (a write
 * replaces the whole item). Empty image slots are left out of the stored images JSON.
 */
export function contentColumns(type: RowContentType, body: Fields): Fields {
  const columns: Fields = {};
  for (const field of Object.keys(fieldShape(type))) {
    const value = body[field];
    columns[columnName(type, field)] =
      field === "images"
        ? Object.fromEntries(
            Object.entries(value as Fields).map(([slot, image]) => [slot, image ?? undefined]),
          )
        : TIMES.has(field) && typeof value === "string"
          ? new Date(value)
          : (value ?? null);
  }
  return columns;
}

/**
 * The item as the staff API answers it: `id` and every field of the write schema, so a form can be
 * filled from it and sent back as it is. An empty image slot reads as its schema's default (a
 * carousel as []) or null.
 */
export function contentItem(type: RowContentType, row: Fields, id: unknown = row.id): Fields {
  const item: Fields = { id };
  for (const [field, schema] of Object.entries(fieldShape(type))) {
    const value = row[columnName(type, field)];
    item[field] =
      field === "images"
        ? imageSlots(schema as z.ZodObject, value as Fields)
        : value instanceof Date
          ? value.toISOString()
          : value;
  }
  return item;
}

function imageSlots(schema: z.ZodObject, stored: Fields): Fields {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([slot, slotSchema]) => [
      slot,
      stored[slot] ?? slotSchema.safeParse(undefined).data ?? null,
    ]),
  );
}
