import type { Image } from "@thalassa/contract/entities";
import { STAFF_LIST_PER_PAGE, type StaffListQuery } from "@thalassa/contract/staff";
import { asc, desc, like, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { staffMedia } from "../db/schema.ts";
import { demoPictures } from "./demo-pictures.ts";

/** Where content can name an upload: every content table, read as text (a row cast to text holds all its columns). */
const CONTENT_TABLES = [
  "posts",
  "events",
  "jobs",
  "websites",
  "menus",
  "page_meta",
  "content_blocks",
  "site_settings",
];

export type MediaKind = "image" | "pdf" | "video";

function kindOf(mimeType: string): MediaKind {
  if (mimeType === "application/pdf") return "pdf";
  return mimeType.startsWith("video/") ? "video" : "image";
}

/** One upload: its WebP variants (an image) or its single file, under the content hash they share. */
export interface MediaEntry {
  id: string;
  kind: MediaKind;
  url: string;
  files: string[];
  original_name: string | null;
  uploaded_by: string | null;
  /** When it was uploaded; null for a demo picture. */
  created_at: string | null;
  /** An image as an image field keeps it (its sizes for srcset; size and placeholder when known). */
  image?: Image;
  /** A picture of the demo content (a file of the media folder): used again, never deleted here. */
  demo?: true;
}

/** Uploads grouped by their content hash, newest first; the image's URL is its largest variant. */
async function entries(db: Db): Promise<MediaEntry[]> {
  const rows = await db
    .select({
      name: staffMedia.name,
      mimeType: staffMedia.mimeType,
      originalName: staffMedia.originalName,
      uploadedBy: staffMedia.uploadedBy,
      createdAt: staffMedia.createdAt,
    })
    .from(staffMedia)
    .orderBy(desc(staffMedia.createdAt), asc(staffMedia.name));
  const byId = new Map<string, MediaEntry>();
  for (const row of rows) {
    const id = row.name.slice(0, 20);
    const entry = byId.get(id);
    if (entry) {
      entry.files.push(row.name);
      continue;
    }
    byId.set(id, {
      id,
      kind: kindOf(row.mimeType),
      url: `/media/uploads/${row.name}`,
      files: [row.name],
      original_name: row.originalName,
      uploaded_by: row.uploadedBy,
      created_at: row.createdAt.toISOString(),
    });
  }
  for (const entry of byId.values()) {
    if (entry.kind !== "image") continue;
    const width = (name: string) => Number(/-(\d+)\.webp$/.exec(name)?.[1] ?? 0);
    const bySize = [...entry.files].sort((a, b) => width(a) - width(b));
    const largest = bySize.at(-1);
    if (largest) entry.url = `/media/uploads/${largest}`;
    entry.image = {
      url: entry.url,
      alt: "",
      variants: bySize.filter(width).map((name) => ({ width: width(name), url: `/media/uploads/${name}` })),
    };
  }
  return [...byId.values()];
}

/** The demo pictures as library entries, after the uploads; their id is their path in the media folder. */
function demoEntries(): MediaEntry[] {
  return demoPictures().map(({ path, image }) => ({
    id: path,
    kind: "image" as const,
    url: image.url,
    files: [],
    original_name: image.alt || path.split("/").pop() || path,
    uploaded_by: null,
    created_at: null,
    image,
    demo: true as const,
  }));
}

/** The content tables that name an upload (its hash appears in a row), for "in use" and refusing a delete. */
export async function mediaUsedIn(db: Db, id: string): Promise<string[]> {
  const pattern = `%${id}%`;
  const used: string[] = [];
  for (const table of CONTENT_TABLES) {
    const found = await db.execute(
      sql`SELECT 1 FROM ${sql.identifier(table)} t WHERE t::text LIKE ${pattern} LIMIT 1`,
    );
    const rows = Array.isArray(found) ? found : ((found as { rows?: unknown[] }).rows ?? []);
    if (rows.length) used.push(table);
  }
  return used;
}

/** A page of the library: searched by file name, filtered by kind (image, pdf, video), newest or oldest first. */
export async function mediaLibraryPage(db: Db, query: StaffListQuery & { kind?: MediaKind }) {
  const needle = query.q?.toLowerCase();
  let all = [...(await entries(db)), ...demoEntries()].filter(
    (entry) =>
      (!query.kind || entry.kind === query.kind) &&
      (!needle ||
        (entry.original_name ?? "").toLowerCase().includes(needle) ||
        entry.id.toLowerCase().startsWith(needle)),
  );
  if (query.sort === "oldest") all = all.reverse();
  const perPage = query.per_page ?? STAFF_LIST_PER_PAGE;
  const page = query.page ?? 1;
  const shown = all.slice((page - 1) * perPage, page * perPage);
  const data = await Promise.all(
    shown.map(async (entry) => ({ ...entry, used_in: await mediaUsedIn(db, entry.id) })),
  );
  return { data, meta: { total: all.length, page, per_page: perPage } };
}

/** The rows of one upload (every variant), or none. */
export function mediaFiles(db: Db, id: string) {
  return db
    .select({ name: staffMedia.name, blobKey: staffMedia.blobKey })
    .from(staffMedia)
    .where(like(staffMedia.name, `${id}%`));
}
