import type { StaffContentBody } from "@thalassa/contract/staff";
import { asc, desc, eq, type InferSelectModel } from "drizzle-orm";
import { posts } from "../../db/schema.ts";
import { integerId } from "./adapter.ts";
import { tableAdapter } from "./table-adapter.ts";

type PostRow = InferSelectModel<typeof posts>;

function newsItem(row: PostRow) {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    status: row.status,
    description: row.description,
    website_id: row.websiteId,
    images: { small: row.images.small ?? null, large: row.images.large ?? null },
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keywords: row.metaKeywords,
    created_at: row.createdAt.toISOString(),
  };
}

function newsColumns(body: StaffContentBody<"news">) {
  return {
    title: body.title,
    url: body.url,
    status: body.status,
    description: body.description,
    websiteId: body.website_id ?? null,
    images: { small: body.images.small ?? undefined, large: body.images.large ?? undefined },
    metaTitle: body.meta_title ?? null,
    metaDescription: body.meta_description ?? null,
    metaKeywords: body.meta_keywords ?? null,
  };
}

function csrItem(row: PostRow) {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    description: row.description,
    images: { small: row.images.small ?? null },
  };
}

/** CSR items have no address of their own; one is made from the title to satisfy posts' unique url. */
function csrColumns(body: StaffContentBody<"csr">) {
  return {
    title: body.title,
    status: body.status,
    description: body.description,
    images: { small: body.images.small ?? undefined },
  };
}

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

export const newsAdapter = tableAdapter<StaffContentBody<"news">, PostRow>({
  table: posts,
  idColumn: posts.id,
  parseId: integerId,
  uniqueField: "url",
  scope: eq(posts.postType, "news"),
  toItem: newsItem,
  toColumns: newsColumns,
  orderBy: [desc(posts.createdAt), desc(posts.id)],
  onInsert: () => ({ postType: "news" }),
});

export const csrAdapter = tableAdapter<StaffContentBody<"csr">, PostRow>({
  table: posts,
  idColumn: posts.id,
  parseId: integerId,
  scope: eq(posts.postType, "csr"),
  toItem: csrItem,
  toColumns: csrColumns,
  orderBy: [asc(posts.id)],
  onInsert: (_tx, body) => ({ postType: "csr", url: `${slug(body.title)}-${Date.now().toString(36)}` }),
});
