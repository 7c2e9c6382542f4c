import type { Image } from "@thalassa/contract/entities";
import type { StaffListMeta } from "@thalassa/contract/staff";
import { rolesFor } from "../../components/staff/frame/staff-sections.ts";
import type { Route } from "./+types/media-choices";
import { refusalMessage, staffApi } from "./staff-api.server.ts";
import { requireRole, requireStaff } from "./staff-session.server.ts";

/** One picture the image fields' picker offers: what shows in the list and what the field keeps. */
export interface MediaChoice {
  id: string;
  name: string;
  demo: boolean;
  image: Image;
}

export interface MediaChoices {
  items: MediaChoice[];
  meta: StaffListMeta | null;
  message?: string;
}

interface LibraryEntry {
  id: string;
  url: string;
  original_name: string | null;
  image?: Image;
  demo?: boolean;
}

/**
 * GET /staff/media/choices?q=&page=: the library's pictures (uploads, then the demo content's) as
 * JSON for the "Choose from the media library" dialog of image fields. Same role as the library.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  requireRole(user, rolesFor("media"), "browse media");
  const url = new URL(request.url);
  const query = new URLSearchParams({ kind: "image", per_page: "24" });
  const q = (url.searchParams.get("q") ?? "").slice(0, 200).trim();
  if (q) query.set("q", q);
  const page = Number(url.searchParams.get("page"));
  if (Number.isInteger(page) && page > 1) query.set("page", String(page));
  const answer = await staffApi<{ data?: LibraryEntry[]; meta?: StaffListMeta }>(
    request,
    `staff/media?${query}`,
  );
  const headers = { "cache-control": "private, no-store" };
  if (!answer.ok) {
    return Response.json(
      { items: [], meta: null, message: refusalMessage(answer.body) } satisfies MediaChoices,
      {
        status: answer.status,
        headers,
      },
    );
  }
  const items = (answer.body.data ?? []).map((entry) => ({
    id: entry.id,
    name: entry.original_name ?? entry.id,
    demo: entry.demo === true,
    image: entry.image ?? { url: entry.url, alt: "" },
  }));
  return Response.json({ items, meta: answer.body.meta ?? null } satisfies MediaChoices, { headers });
}
