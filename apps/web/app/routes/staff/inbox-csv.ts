import { staffInboxesWithExport, staffInboxLabels, staffMay } from "@thalassa/contract/staff";
import { isInboxKind } from "../../components/staff/frame/staff-sections.ts";
import type { Route } from "./+types/inbox-csv";
import { plainRefusal, streamStaffFile } from "./staff-download.server.ts";
import { requireStaff } from "./staff-session.server.ts";

/**
 * The filtered set of an inbox (the same filters as its page, all pages) as CSV, for the roles
 * that may read the inbox; the API checks the role again and writes the file (ADR 0060).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const kind = params.kind;
  if (!isInboxKind(kind) || !(staffInboxesWithExport as readonly string[]).includes(kind)) {
    return plainRefusal(404, `There is no CSV export of an inbox called “${kind}”.`);
  }
  if (!staffMay(user.role, `inbox:${kind}`)) {
    return plainRefusal(
      403,
      `Your role (${user.role}) may not export ${staffInboxLabels[kind].toLowerCase()}.`,
    );
  }
  const query = new URL(request.url).search;
  return streamStaffFile(request, `staff/inbox/${kind}/export.csv${query}`);
}
