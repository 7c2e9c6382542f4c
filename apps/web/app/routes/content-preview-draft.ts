import { RICH_TEXT_MAX_CHARS } from "@thalassa/contract/rich-text";
import { contentPreviewView } from "../components/content/content-preview.server.ts";
import { isPreviewType, PREVIEW_TYPES } from "../components/content/preview-types.ts";
import { isContentPreviewMessage } from "../components/staff/content/preview-message.ts";
import { DEFAULT_LOCALE, isLocale } from "../i18n/locales.ts";
import { readLimitedText } from "../lib/limited-body.server.ts";
import type { Route } from "./+types/content-preview-draft";
import { hasStaffCookie, refusalMessage, staffApi } from "./staff/staff-api.server.ts";
import { STAFF_SIGN_IN_NEEDED } from "./staff-json-guard.server.ts";

const PRIVATE = { "cache-control": "private, no-store" };

/** A draft is one item: its text in English and two translations, each rich text, and its other fields. */
const CONTENT_DRAFT_MAX_BYTES = 3 * 4 * RICH_TEXT_MAX_CHARS + 200 * 1024;

const answer = (body: object, status = 200) => Response.json(body, { status, headers: PRIVATE });

/**
 * POST /content-preview-draft?type=news|events|jobs|brands|csr: the content editor's unsaved values, made into
 * the public item by the API (nothing is stored) and prepared for the public page's component the
 * way its loader prepares a published one. JSON in, JSON out (the preview frame calls it with
 * fetch). Only staff who may edit the type get a preview.
 */
export async function action({ request }: Route.ActionArgs) {
  const type = new URL(request.url).searchParams.get("type");
  if (!isPreviewType(type)) {
    return answer(
      { view: null, message: `Say which kind of item to preview: ${PREVIEW_TYPES.join(", ")}.` },
      400,
    );
  }
  // Without a staff cookie nothing is read. With one, the API checks the session and the type's
  // permission on the one call that makes the preview (a check of its own first would double the
  // calls made while someone types); the body's limit holds either way.
  if (!hasStaffCookie(request)) return answer({ view: null, message: STAFF_SIGN_IN_NEEDED }, 401);
  const text = await readLimitedText(request, CONTENT_DRAFT_MAX_BYTES);
  if (text === null) {
    const kb = Math.round(CONTENT_DRAFT_MAX_BYTES / 1024).toLocaleString("en");
    return answer(
      { view: null, message: `The draft is too large to preview: at most ${kb} KB can be sent.` },
      413,
    );
  }
  let draft: unknown;
  try {
    draft = JSON.parse(text);
  } catch {
    return answer({ view: null, message: "The draft is not JSON." }, 400);
  }
  if (!isContentPreviewMessage(draft)) return answer({ view: null, message: "The draft has no item." }, 400);
  const language = (draft as { language?: unknown }).language;
  const made = await staffApi<{ data?: unknown; message?: string }>(
    request,
    `staff/content/${type}/preview`,
    {
      method: "POST",
      body: { item: draft.item, language },
    },
  );
  if (!made.ok)
    return answer(
      { view: null, message: refusalMessage(made.body) },
      made.status === 422 ? 200 : made.status,
    );
  // The frame's language: a brand's hours are written in it, as its page writes them.
  const view = contentPreviewView(type, made.body.data, isLocale(language) ? language : DEFAULT_LOCALE);
  return answer({ view, message: view ? null : "The draft is not complete yet." });
}
