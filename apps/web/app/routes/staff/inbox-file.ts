import { staffApplicationFileNames, staffMay } from "@thalassa/contract/staff";
import type { Route } from "./+types/inbox-file";
import { plainRefusal, streamStaffFile } from "./staff-download.server.ts";
import { requireStaff } from "./staff-session.server.ts";

/** A job applicant's CV or work permit; the API decides who may have it (hr and owner). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const name = params.name;
  if (!staffMay(user.role, "application-files")) {
    return plainRefusal(403, `Your role (${user.role}) may not download application files.`);
  }
  if (!(staffApplicationFileNames as readonly string[]).includes(name) || !/^[\w-]{1,64}$/.test(params.id)) {
    return plainRefusal(404, `There is no application file called “${name}”.`);
  }
  return streamStaffFile(request, `staff/inbox/job-applications/${params.id}/files/${name}`);
}
