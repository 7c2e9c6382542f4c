import { data } from "react-router";
import type { MailLinkOutcome } from "../components/forms/mail-link-page.tsx";
import type { Catalogue } from "../i18n/messages/en.ts";
import { post } from "./api.server.ts";
import { ApiError } from "./api-error.ts";
import { readForm } from "./form-action.server.ts";

type MailLinkKey = keyof Catalogue["mailLinks"];

interface MailLinkCall {
  /** The API path the token is posted to. */
  apiPath: string;
  /** What the page says once the API accepted the token. */
  done: MailLinkKey;
  /** What the page says for each refusal of the API, by status; any other failure asks to try again. */
  refusals: Partial<Record<number, MailLinkKey>>;
  /**
   * Where set, a token the API would refuse for its length (it takes 10–100 characters) gets this
   * answer at once, without a call.
   */
  malformed?: MailLinkKey;
}

/**
 * The action behind a page a link from our mail opens: posts the token of its form to the API and
 * names the outcome as a catalogue key. The API answers in the SPEC's English; the page says the
 * same in its own language.
 */
export async function mailLinkAction(
  request: Request,
  { apiPath, done, refusals, malformed }: MailLinkCall,
): Promise<MailLinkOutcome | ReturnType<typeof data>> {
  const read = await readForm(request);
  if (!read.ok) return data({ ok: false, message: read.message } as MailLinkOutcome, read.status);
  const token = String(read.form.get("token") ?? "");
  if (malformed && (token.length < 10 || token.length > 100)) return { ok: false, key: malformed };
  try {
    await post(apiPath, { token });
    return { ok: true, key: done };
  } catch (error) {
    const refused =
      error instanceof ApiError && typeof error.status === "number" ? refusals[error.status] : undefined;
    return { ok: false, key: refused ?? "tryAgain" };
  }
}
