import { staffAutosaveLiveRefusal } from "@thalassa/contract/staff";
import type { Route } from "./+types/content-autosave";
import { contentChanged, editContext, savesItself, writeBody } from "./content-edit.server.ts";
import { contentBody, readContentForm } from "./content-form.server.ts";
import { refusalMessage, staffApi } from "./staff-api.server.ts";

/**
 * The edit form's automatic save (ADR 0059), called by the page's script a few seconds after the
 * last change: the form's text fields saved as a draft, answered as JSON. Files wait for a save by
 * hand (an upload is the person's choice). A live item or a new one is refused: its changes stay
 * on the device until Update or the first save.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { type, id, item, block, shape } = await editContext(request, params);
  if (!id || !savesItself(type, item))
    return Response.json({ message: staffAutosaveLiveRefusal }, { status: 409 });
  const form = await readContentForm(request);
  if (typeof form === "string") return Response.json({ message: form }, { status: 413 });
  const answer = await staffApi<{ message?: string; errors?: Record<string, string[]> }>(
    request,
    `staff/content/${type}/${encodeURIComponent(id)}?autosave=1`,
    { method: "PUT", body: writeBody(type, block, contentBody(shape, form), "draft") },
  );
  if (!answer.ok)
    return Response.json(
      { message: refusalMessage(answer.body), errors: answer.body.errors ?? {} },
      { status: answer.status },
    );
  contentChanged(context);
  return Response.json(
    { saved_at: new Date().toISOString() },
    { headers: { "cache-control": "private, no-store" } },
  );
}
