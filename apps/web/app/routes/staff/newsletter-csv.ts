import { staffMay } from "@thalassa/contract/staff";
import type { Route } from "./+types/newsletter-csv";
import { plainRefusal, streamStaffFile } from "./staff-download.server.ts";
import { requireStaff } from "./staff-session.server.ts";

/** Every newsletter subscriber as CSV, for sales and owners (the API checks the role). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  if (!staffMay(user.role, "inbox:newsletter")) {
    return plainRefusal(403, `Your role (${user.role}) may not export newsletter subscribers.`);
  }
  return streamStaffFile(request, "staff/inbox/newsletter.csv");
}
