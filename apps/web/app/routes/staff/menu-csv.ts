import { staffMay } from "@thalassa/contract/staff";
import type { Route } from "./+types/menu-csv";
import { plainRefusal, streamStaffFile } from "./staff-download.server.ts";
import { requireStaff } from "./staff-session.server.ts";

/** A structured menu as CSV (ADR 0036), for editors and owners (the API checks the role again). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  if (!staffMay(user.role, "content:menu-cards")) {
    return plainRefusal(403, `Your role (${user.role}) may not export menus.`);
  }
  return streamStaffFile(request, `staff/content/menu-cards/${encodeURIComponent(params.id)}/csv`);
}
