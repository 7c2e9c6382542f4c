import type { SiteSettings } from "@thalassa/contract/entities";
import type { InferInsertModel } from "drizzle-orm";
import type {
  contentBlocks,
  events,
  jobs,
  menuCards,
  menus,
  pageMeta,
  posts,
  websites,
} from "../db/schema.ts";

/**
 * Everything the demo site shows. Media paths are relative to the media folder and are written
 * as "/media/<path>" URLs, which the site serves from the API's media folder.
 */
export interface DemoContent {
  settings: SiteSettings;
  websites: InferInsertModel<typeof websites>[];
  /** Page name → block name → block content (serialised to JSON by the seeder). */
  blocks: Record<string, Record<string, unknown>>;
  posts: Omit<InferInsertModel<typeof posts>, "id">[];
  events: Omit<InferInsertModel<typeof events>, "id">[];
  jobs: Omit<InferInsertModel<typeof jobs>, "id">[];
  menus: InferInsertModel<typeof menus>[];
  menuCards: Omit<InferInsertModel<typeof menuCards>, "id">[];
  pageMeta: InferInsertModel<typeof pageMeta>[];
}

export type ContentBlockRow = InferInsertModel<typeof contentBlocks>;
