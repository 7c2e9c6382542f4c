import { staffMay } from "@thalassa/contract/staff";
import type { Route } from "./+types/subject-request-export";
import { plainRefusal, streamStaffFile } from "./staff-download.server.ts";
import { requireStaff } from "./staff-session.server.ts";

/** Everything held for one address as a ZIP file, for owners (the API checks the role). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  if (!staffMay(user.role, "subject-requests")) {
    return plainRefusal(403, `Your role (${user.role}) may not export subject requests.`);
  }
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  return streamStaffFile(request, "staff/subject-requests/export", { body: { email } });
}

export function loader() {
  return plainRefusal(405, "Send the e-mail address from the subject requests page.");
}
