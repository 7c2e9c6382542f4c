import { z } from "zod";

/* ---------- staff lists: search, filters, date order and paging, in the address (ADR 0037) ---------- */

export const STAFF_LIST_PER_PAGE = 20;
export const STAFF_LIST_MAX_PER_PAGE = 100;

/**
 * The query of a staff list (`/api/v1/staff/content/:type?q=…&status=…` and the inbox). A list
 * asked with any of these parameters answers one page (STAFF_LIST_PER_PAGE unless `per_page`)
 * with `meta`; without any, every item as before. `status` is draft/scheduled/live for content
 * (a scheduled item is a draft with a publish time, ADR 0043; "draft" means the others) and
 * new/handled for an inbox; `brand` a brand's id.
 */
export const staffListQuerySchema = z.object({
  q: z.string().trim().max(200, "Search for at most 200 characters").optional(),
  status: z.enum(["draft", "live", "scheduled", "new", "handled"]).optional(),
  brand: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  sort: z.enum(["newest", "oldest"]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  per_page: z.coerce.number().int().min(1).max(STAFF_LIST_MAX_PER_PAGE).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

export const staffListParams = ["q", "status", "brand", "sort", "page", "per_page"] as const;

/**
 * The inboxes whose items belong to a brand (an enquiry's or a gift card order's `website_id`), so
 * they filter by brand; asking another inbox for a brand is refused.
 */
export const staffInboxesWithBrand = ["catering", "private-events", "gift-card-orders"] as const;

/** What a paged list says about itself next to its `data`. */
export interface StaffListMeta {
  total: number;
  page: number;
  per_page: number;
}

/** Counts of inbox items nobody marked handled yet, per inbox the role may read. */
export const staffInboxCountsSchema = z.object({ data: z.record(z.string(), z.number().int()) });
