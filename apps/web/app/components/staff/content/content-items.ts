import { type StaffContentType, staffBlockLabel, staffPageLabel } from "@thalassa/contract/staff";

/** One row of a content list, whatever the type: the API's item with its id. */
export type ContentItem = Record<string, unknown> & { id: string | number };

/** The items of a list answer (`{ data: [...] }`, or a bare array). */
export function itemsOf(body: unknown): ContentItem[] {
  const list = Array.isArray(body) ? body : (body as { data?: unknown })?.data;
  return Array.isArray(list)
    ? (list.filter((item) => item && typeof item === "object" && "id" in item) as ContentItem[])
    : [];
}

/** One item of an item answer (`{ data: {...} }` or the bare item). */
export function itemOf(body: unknown): ContentItem | null {
  const item = body && typeof body === "object" && "data" in body ? (body as { data: unknown }).data : body;
  return item && typeof item === "object" && !Array.isArray(item) ? (item as ContentItem) : null;
}

const TITLE_FIELDS: Record<StaffContentType, string[]> = {
  news: ["title"],
  events: ["name"],
  jobs: ["job_title"],
  brands: ["name"],
  csr: ["title"],
  menus: ["title", "url"],
  "menu-cards": ["name", "url"],
  settings: ["name", "title"],
  "page-meta": ["url"],
  blocks: ["block_name"],
};

/** The name a list shows for an item. */
export function itemTitle(type: StaffContentType, item: ContentItem): string {
  if (type === "blocks")
    return `${staffPageLabel(String(item.page_name ?? ""))}: ${staffBlockLabel(String(item.block_name ?? ""))}`;
  for (const field of TITLE_FIELDS[type]) {
    const value = item[field];
    if (typeof value === "string" && value) return value;
  }
  return `#${item.id}`;
}

/** An item's publishing state, when its type has one. */
export function itemStatus(item: ContentItem): "draft" | "live" | null {
  return item.status === "draft" || item.status === "live" ? item.status : null;
}
