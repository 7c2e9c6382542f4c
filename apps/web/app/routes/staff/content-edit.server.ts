import { type StaffContentType, staffContentLabels } from "@thalassa/contract/staff";
import { data, type RouterContextProvider } from "react-router";
import { type ContentItem, itemOf } from "../../components/staff/content/content-items.ts";
import type { PageMetaSite } from "../../components/staff/content/page-meta-snippet.ts";
import { isContentType, rolesFor } from "../../components/staff/frame/staff-sections.ts";
import { clearReadCache, getSettings } from "../../lib/api.server.ts";
import { getEnv } from "../../lib/env.server.ts";
import { requestDetails } from "../../lib/request-details.ts";
import { contentShape, isPublishable, withBrandChoices } from "./content-form.server.ts";
import { staffApi } from "./staff-api.server.ts";
import { requireRole, requireStaff, throwUnlessOk } from "./staff-session.server.ts";

/** The content item an edit address names (/staff/content/:type/:id), its form, after the checks. */
export async function editContext(request: Request, params: { type?: string; id?: string }) {
  const user = await requireStaff(request);
  const type = params.type;
  if (!isContentType(type))
    throw data({ message: `There is no content type called “${type}”.` }, { status: 404 });
  requireRole(user, rolesFor(`content:${type}`), `edit ${staffContentLabels[type].toLowerCase()}`);
  const id = params.id && params.id !== "new" ? params.id : null;
  let item: ContentItem | null = null;
  if (id) {
    const answer = await staffApi(request, `staff/content/${type}/${encodeURIComponent(id)}`);
    throwUnlessOk(request, answer);
    item = itemOf(answer.body);
  }
  const block =
    type === "blocks" && item
      ? { page_name: String(item.page_name), block_name: String(item.block_name) }
      : undefined;
  const generated = contentShape(type, block);
  if (!generated) throw data({ message: "This block belongs to no page the site knows." }, { status: 404 });
  return { type, id, item, block, shape: await withBrandChoices(generated) };
}

/**
 * After a write: this site forgets its cached API reads and its shared pages, so the next visitor
 * sees the change at once (ADR 0019); other site processes learn of it from the API's content
 * version within a second (ADR 0033).
 */
export function contentChanged(context: Readonly<RouterContextProvider>) {
  clearReadCache();
  requestDetails(context).contentChanged?.();
}

/** The API's write body from the form's values, with the publishing state the button chose. */
export function writeBody(
  type: StaffContentType,
  block: { page_name: string; block_name: string } | undefined,
  values: Record<string, unknown>,
  status: "draft" | "live",
): Record<string, unknown> {
  if (block) return { ...block, website_id: 1, status, content: values.content };
  return isPublishable(type) ? { ...values, status } : { ...values };
}

/**
 * Whether the form saves itself to the site (ADR 0059): a block (its draft row, never the live
 * one) or a saved draft. A new item, a live one and a type without drafts keep their unsaved
 * changes on the device only, since saving them would change the site.
 */
export function savesItself(type: StaffContentType, item: ContentItem | null): boolean {
  if (!item) return false;
  return type === "blocks" || (isPublishable(type) && item.status === "draft");
}

/**
 * What page meta's preview needs besides the form (ADR 0068): the group's name that ends every
 * title, the public origin of the addresses, and the share image of a page without its own, as
 * buildSeo takes them.
 */
export async function pageMetaSite(): Promise<PageMetaSite> {
  const settings = await getSettings();
  return {
    siteName: settings.name,
    origin: new URL(getEnv().PUBLIC_SITE_URL).origin,
    // Shown from this site (the public origin may be another host while testing).
    shareImage: settings.images.medium?.url ?? null,
  };
}
