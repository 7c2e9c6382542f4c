import { previewFromDraft } from "../components/content/block-preview.server.ts";
import { isPreviewMessage } from "../components/staff/preview-message.ts";
import type { Route } from "./+types/edit-component-draft";

const PRIVATE = { "cache-control": "private, no-store" };

/**
 * A draft block from the staff editor, prepared for the preview frame without being stored: the
 * same schema check, sanitiser and placeholders as stored content, so a draft can show nothing a
 * published block could not. JSON in, JSON out (the frame calls it with fetch).
 */
export async function action({ request }: Route.ActionArgs) {
  let draft: unknown;
  try {
    draft = await request.json();
  } catch {
    return Response.json(
      { preview: null, message: "The draft is not JSON." },
      { status: 400, headers: PRIVATE },
    );
  }
  if (!isPreviewMessage(draft)) {
    return Response.json(
      { preview: null, message: "The draft names no block." },
      { status: 400, headers: PRIVATE },
    );
  }
  const preview = previewFromDraft(draft.pageName, draft.blockName, draft.content);
  return Response.json(
    { preview, message: preview ? null : "The draft is not complete yet." },
    { headers: PRIVATE },
  );
}
