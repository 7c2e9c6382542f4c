import { staffApplicationFileNames } from "@thalassa/contract/staff";
import { streamStaffFile } from "../../components/staff/staff-download.server.ts";
import type { Route } from "./+types/inbox-file";

/** A job applicant's CV or work permit; the API decides who may have it (hr and owner). */
export function loader({ request, params }: Route.LoaderArgs) {
  const name = params.name;
  if (!(staffApplicationFileNames as readonly string[]).includes(name) || !/^[\w-]{1,64}$/.test(params.id)) {
    return new Response(`There is no application file called “${name}”.`, {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
    });
  }
  return streamStaffFile(request, `staff/inbox/job-applications/${params.id}/files/${name}`);
}
