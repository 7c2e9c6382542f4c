import type { MenuSection } from "@thalassa/contract/menu-shapes";
import { data, redirect } from "react-router";
import { itemOf } from "../../components/staff/content/content-items.ts";
import { rolesFor } from "../../components/staff/frame/staff-sections.ts";
import { applyMenuIntent, menuIntent } from "../../components/staff/menus/menu-structure.ts";
import { clearReadCache } from "../../lib/api.server.ts";
import { requestDetails } from "../../lib/request-details.ts";
import type { Route } from "./+types/menu-tools";
import { refusalMessage, staffApi } from "./staff-api.server.ts";
import { requireRole, requireStaff, throwUnlessOk } from "./staff-session.server.ts";

const NO_STORE = { "cache-control": "private, no-store" };
/** A menu's CSV is small (the API takes at most 256 KB); a larger file is refused before it is read. */
const MAX_CSV_BYTES = 256 * 1024;

function back(id: string, outcome: string, message?: string) {
  const query = new URLSearchParams({ saved: outcome });
  if (message) query.set("note", message.slice(0, 500));
  return redirect(`/staff/content/menu-cards/${encodeURIComponent(id)}?${query}`, { headers: NO_STORE });
}

/**
 * The menu tools' posts (components/staff/menus/menu-tools.tsx): CSV import, duplicate, and one-click
 * availability and order changes, each a whole-menu write through the staff API (which checks
 * the role again and records it in the audit log). The outcome shows on the menu's page.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  requireRole(user, rolesFor("content:menu-cards"), "edit menus");
  const id = params.id;
  const api = `staff/content/menu-cards/${encodeURIComponent(id)}`;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ message: "The form could not be read. Reload the page and try again." }, { status: 400 });
  }
  const intent = String(form.get("intent") ?? "");
  const changed = () => {
    clearReadCache();
    requestDetails(context).contentChanged?.();
  };

  if (intent === "import") {
    const file = form.get("csv");
    if (!(file instanceof File) || file.size === 0) return back(id, "csv-missing");
    if (file.size > MAX_CSV_BYTES) return back(id, "csv-too-large");
    const answer = await staffApi<{ message?: string; errors?: Record<string, string[]> }>(
      request,
      `${api}/csv`,
      {
        method: "POST",
        body: { csv: await file.text() },
      },
    );
    if (answer.status === 401 || answer.status === 403 || answer.status === 404)
      throwUnlessOk(request, answer);
    if (!answer.ok) {
      const rows = Object.entries(answer.body.errors ?? {}).map(
        ([row, problems]) => `${row}: ${problems.join(" ")}`,
      );
      return back(id, "csv-refused", [refusalMessage(answer.body), ...rows].join("\n"));
    }
    changed();
    return back(id, "csv");
  }

  if (intent === "duplicate") {
    const answer = await staffApi<{ data?: { id?: number } }>(request, `${api}/duplicate`, {
      method: "POST",
    });
    throwUnlessOk(request, answer);
    changed();
    throw redirect(`/staff/content/menu-cards/${answer.body.data?.id}?saved=duplicated`, {
      headers: NO_STORE,
    });
  }

  if (intent === "publish") {
    const current = await staffApi(request, api);
    throwUnlessOk(request, current);
    const { id: _id, ...body }: Record<string, unknown> = itemOf(current.body) ?? {};
    const answer = await staffApi(request, api, { method: "PUT", body: { ...body, status: "live" } });
    throwUnlessOk(request, answer);
    changed();
    return back(id, "live");
  }

  const step = menuIntent(intent);
  if (!step) throw data({ message: "This button does nothing the menu knows." }, { status: 400 });
  const current = await staffApi(request, api);
  throwUnlessOk(request, current);
  const { id: _id, ...body }: Record<string, unknown> = itemOf(current.body) ?? {};
  const sections = applyMenuIntent((body.sections ?? []) as MenuSection[], step);
  // A stale page (another editor moved the dish) changes nothing rather than the wrong dish.
  if (!sections) return back(id, "stale");
  const answer = await staffApi(request, api, { method: "PUT", body: { ...body, sections } });
  if (answer.status === 422) return back(id, "csv-refused", refusalMessage(answer.body));
  throwUnlessOk(request, answer);
  changed();
  return back(id, step.kind === "toggle" ? "availability" : "order");
}
