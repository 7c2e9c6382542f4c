import { asc, desc, eq, type InferSelectModel } from "drizzle-orm";
import { posts } from "../../db/schema.ts";
import { contentItem } from "./content-fields.ts";
import { tableAdapter } from "./table-adapter.ts";

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 80) || "item"
  );
}

/** News items also answer when they were written (the list is ordered by it). */
export const newsAdapter = tableAdapter({
  type: "news",
  table: posts,
  uniqueField: "url",
  scope: eq(posts.postType, "news"),
  toItem: (row: InferSelectModel<typeof posts>) => ({
    ...contentItem("news", row),
    created_at: row.createdAt.toISOString(),
  }),
  orderBy: [desc(posts.createdAt), desc(posts.id)],
  listFilters: {
    search: [posts.title, posts.url],
    status: posts.status,
    brand: posts.websiteId,
    date: posts.createdAt,
  },
  onInsert: () => ({ postType: "news" }),
});

/** CSR items have no address of their own; one is made from the title to satisfy posts' unique url. */
export const csrAdapter = tableAdapter({
  type: "csr",
  table: posts,
  scope: eq(posts.postType, "csr"),
  orderBy: [asc(posts.id)],
  onInsert: (_tx, body) => ({ postType: "csr", url: `${slug(body.title)}-${Date.now().toString(36)}` }),
});
