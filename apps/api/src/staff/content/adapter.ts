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
  get(db: Db, id: ContentId): Promise<Record<string, unknown> | null>;
  create(tx: Tx, body: Body): Promise<ContentId>;
  /** False when there is no such item. */
  update(tx: Tx, id: ContentId, body: Body): Promise<boolean>;
  remove(tx: Tx, id: ContentId): Promise<boolean>;
  /** The field a unique-constraint clash is reported on (the item's address). */
  uniqueField?: string;
}

export function integerId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

export function textId(raw: string): string | null {
  return raw.length > 0 && raw.length <= 200 ? raw : null;
}

/** A write the content type does not allow (a second settings record, a block that exists); 409 with this message. */
export class ContentConflict extends Error {}
