import { RICH_TEXT_MAX_CHARS } from "@thalassa/contract/rich-text";
import { previewFromDraft } from "../components/content/block-preview.server.ts";
import { isPreviewMessage } from "../components/staff/content/preview-message.ts";
import { readLimitedText } from "../lib/limited-body.server.ts";
import type { Route } from "./+types/edit-component-draft";
import { staffForJson } from "./staff-json-guard.server.ts";

const PRIVATE = { "cache-control": "private, no-store" };

/**
 * A draft is one block: its longest field is rich text of at most RICH_TEXT_MAX_CHARS characters,
 * which take up to four bytes each in UTF-8 (JSON escapes included, for real text), plus room for
 * the block's other fields and the message around them.
 */
export const DRAFT_MAX_BYTES = 4 * RICH_TEXT_MAX_CHARS + 200 * 1024;

export const DRAFT_TOO_LARGE = `The draft is too large to preview: at most ${Math.round(DRAFT_MAX_BYTES / 1024).toLocaleString("en")} KB can be sent.`;

/**
 * A draft block from the staff editor, prepared for the preview frame without being stored: the
 * same schema check, sanitiser and placeholders as stored content, so a draft can show nothing a
 * published block could not. JSON in, JSON out (the frame calls it with fetch). Only staff who
 * may edit blocks get here, checked before the body is read, and the body has its own limit.
 */
export async function action({ request }: Route.ActionArgs) {
  const staff = await staffForJson(request, "content:blocks", "preview page blocks");
  if ("refusal" in staff) return staff.refusal;
  const text = await readLimitedText(request, DRAFT_MAX_BYTES);
  if (text === null) {
    return Response.json({ preview: null, message: DRAFT_TOO_LARGE }, { status: 413, headers: PRIVATE });
  }
  let draft: unknown;
  try {
    draft = JSON.parse(text);
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
  const preview = previewFromDraft(draft.pageName, draft.blockName, draft.content, draft.language);
  return Response.json(
    { preview, message: preview ? null : "The draft is not complete yet." },
    { headers: PRIVATE },
  );
}
