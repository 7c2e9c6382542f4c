import type { Route } from "./+types/media-upload";
import { type Uploaded, uploadRefusal } from "./content-form.server.ts";
import { staffApi } from "./staff-api.server.ts";
import { requireStaff } from "./staff-session.server.ts";

const HEADERS = { "cache-control": "private, no-store" };

/**
 * POST /staff/media/upload: one file of a staff form, stored before the form itself is sent, so
 * the page can show the upload's progress (a browser's own form post tells the page nothing).
 * Answers the stored file's address and sizes as JSON, which the form then saves like a picture
 * chosen from the library; a refusal is the message the form's own save would give. The API checks
 * the role, as for an upload sent with the form.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request);
  let file: FormDataEntryValue | null = null;
  try {
    file = (await request.formData()).get("file");
  } catch {
    // An unreadable body is answered like a missing file.
  }
  if (!(file instanceof File) || file.size === 0)
    return Response.json({ message: "Choose a file to upload." }, { status: 400, headers: HEADERS });
  const body = new FormData();
  body.set("file", file, file.name);
  const answer = await staffApi<Uploaded>(request, "staff/media", { body });
  if (!answer.ok)
    return Response.json(
      { message: uploadRefusal(file.name, answer.body) },
      { status: answer.status, headers: HEADERS },
    );
  return Response.json(answer.body, { headers: HEADERS });
}
