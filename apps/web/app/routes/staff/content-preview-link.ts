import { isPreviewType, PREVIEW_TYPES } from "../../components/content/preview-types.ts";
import { siteDateTime } from "../../components/staff/form/site-time.ts";
import { staffForJson } from "../staff-json-guard.server.ts";
import type { Route } from "./+types/content-preview-link";
import { refusalMessage, staffApi } from "./staff-api.server.ts";

const PRIVATE = { "cache-control": "private, no-store" };

/**
 * POST /staff/content/:type/:id/preview-link: a signed link to the item's stored draft (ADR 0063),
 * answered as JSON for the edit screen's "Copy preview link": the page's path (the browser makes
 * it a full address) and until when it works, in Cyprus time.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const { type, id } = params;
  if (!isPreviewType(type))
    return Response.json(
      { message: `Only these have preview links: ${PREVIEW_TYPES.join(", ")}.` },
      { status: 404 },
    );
  const staff = await staffForJson(request, `content:${type}`, "make preview links");
  if ("refusal" in staff) return staff.refusal;
  const answer = await staffApi<{ data?: { token: string; expires_at: string }; message?: string }>(
    request,
    `staff/content/${type}/${encodeURIComponent(id)}/preview-link`,
    { method: "POST", body: {} },
  );
  if (!answer.ok || !answer.body.data)
    return Response.json(
      { message: refusalMessage(answer.body) },
      { status: answer.status, headers: PRIVATE },
    );
  const { token, expires_at } = answer.body.data;
  return Response.json(
    { path: `/preview/${encodeURIComponent(token)}`, expires_at, until: siteDateTime(expires_at) },
    { headers: PRIVATE },
  );
}
