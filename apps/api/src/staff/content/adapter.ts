import type { StaffListQuery } from "@thalassa/contract/staff";
import type { Db } from "../../db/client.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type ContentId = number | string;

/**
 * How one content type is stored: the staff content routes (content-routes.ts) are the same for
 * every type and call these. Items are answered in the shape of the type's write schema plus `id`,
 * so a form can be filled from a GET and sent back as it is.
 */
export interface ContentAdapter<Body> {
  /** Parses the :id of the address; null when it cannot be an id of this type. */
  parseId(raw: string): ContentId | null;
  list(db: Db, query: Record<string, string | undefined>): Promise<unknown[]>;
  /** A filtered, ordered page of the list (types whose staff list has search and filters). */
  search?(db: Db, query: StaffListQuery): Promise<{ items: unknown[]; total: number }>;
  get(db: Db, id: ContentId): Promise<Record<string, unknown> | null>;
  create(tx: Tx, body: Body): Promise<ContentId>;
  /** False when there is no such item. */
  update(tx: Tx, id: ContentId, body: Body): Promise<boolean>;
  remove(tx: Tx, id: ContentId): Promise<boolean>;
  /** The field a unique-constraint clash is reported on (the item's address). */
  uniqueField?: string;
}

/** The largest value of an integer (serial) column. */
const MAX_INTEGER_ID = 2_147_483_647;

/** A positive whole number that fits an integer id column, or null. */
export function integerId(raw: unknown): number | null {
  if (typeof raw !== "string" || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_INTEGER_ID ? id : null;
}

export function textId(raw: string): string | null {
  return raw.length > 0 && raw.length <= 200 ? raw : null;
}

/** A write the content type does not allow (a second settings record, a block that exists); 409 with this message. */
export class ContentConflict extends Error {}
