import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { administratorMessage, messages } from "@thalassa/contract/messages";
import { data, redirect } from "react-router";
import type { z } from "zod";
import { post } from "./api.server.ts";
import { ApiError } from "./api-error.ts";
import { readUtmSource } from "./cookies.server.ts";
import { getEnv } from "./env.server.ts";
import { flashCookie } from "./form-flash.server.ts";
import { ENHANCED_FIELD, type FormName, RETURN_TO_FIELD, safeReturnTo } from "./form-names.ts";

/** What a form's action answers a JavaScript submission with. */
export interface FormActionData {
  form: FormName;
  ok: boolean;
  result: SubmissionResult<string[]>;
  message: string | null;
}

interface SubmitOptions {
  request: Request;
  clientAddress?: string;
  form: FormName;
  schema: z.ZodType;
  /** The API path of SPEC §7. */
  apiPath: string;
  /** Multipart (files) or JSON. */
  multipart?: boolean;
  /** Extra fields the API needs that the visitor does not type (type, website_id). */
  extra?: Record<string, string>;
}

const MAX_FORM_BYTES = 5 * 1024 * 1024;
export const FORM_TOO_LARGE = "The form is too large to send: each file may be up to 2 MB.";

/** Fields the site adds for itself; the API never sees them. */
const SITE_FIELDS = new Set([RETURN_TO_FIELD, ENHANCED_FIELD]);

function isInvalidData(body: unknown): body is { message: string; errors: Record<string, string[]> } {
  return (
    !!body &&
    typeof body === "object" &&
    (body as { message?: unknown }).message === messages.invalidData &&
    typeof (body as { errors?: unknown }).errors === "object"
  );
}

/** SPEC §8: the first error of the first invalid field. */
function firstError(errors: Record<string, string[]>): string | null {
  for (const list of Object.values(errors)) if (list?.[0]) return list[0];
  return null;
}

/**
 * One form post, with or without JavaScript: validate with the contract schema, send to the API
 * with the key (server side only), and answer JavaScript with data or a plain browser with a
 * redirect back to the page it came from, carrying the outcome in a one-time cookie.
 */
export async function submitForm({
  request,
  clientAddress,
  form,
  schema,
  apiPath,
  multipart,
  extra,
}: SubmitOptions) {
  // Two files of 2 MB and the text fields fit well under this; anything bigger is not read at all.
  // The body is not read, so it cannot say where to return: the Referer (same site only) does.
  // A redirect suits both a fetcher (it follows it) and a plain post.
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) {
    const result: SubmissionResult<string[]> = { status: "error", error: { "": [FORM_TOO_LARGE] } };
    await discardBody(request);
    return redirectBack(request, refererPath(request) ?? `/?modal=${form}`, {
      form,
      ok: false,
      result,
      message: FORM_TOO_LARGE,
    });
  }
  const formData = await readFormData(request);
  if (!formData) return unreadableForm();
  const enhanced = formData.get(ENHANCED_FIELD) === "1";
  const fallback = `/?modal=${form}`;
  const returnTo = safeReturnTo(formData.get(RETURN_TO_FIELD), fallback);

  const utm = readUtmSource(request);
  if (utm && !formData.get("utm_source")) formData.set("utm_source", utm);
  for (const [key, value] of Object.entries(extra ?? {})) formData.set(key, value);

  const submission = parseWithZod(formData, { schema, disableAutoCoercion: true });
  let outcome: Omit<FormActionData, "form">;
  if (submission.status !== "success") {
    outcome = { ok: false, result: submission.reply(), message: null };
  } else {
    outcome = await sendToApi(formData, submission, { apiPath, multipart, clientAddress });
  }

  if (enhanced) return data<FormActionData>({ form, ...outcome }, { status: outcome.ok ? 200 : 400 });
  return redirectBack(request, returnTo, { form, ...outcome });
}

export const FORM_UNREADABLE = "The form could not be read: send it as a form.";

/**
 * The posted form, or null when the body is not one (malformed multipart, JSON, a content type
 * the form parser refuses): the visitor's error, not the server's.
 */
export async function readFormData(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** The answer to a body that is not a readable form. */
export function unreadableForm(message = FORM_UNREADABLE) {
  return new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** Back to the page the form was on, its modal open, with the outcome in the one-time cookie. */
function redirectBack(request: Request, returnTo: string, outcome: FormActionData) {
  const url = new URL(returnTo, "http://site.invalid");
  url.searchParams.set("modal", outcome.form);
  return redirect(`${url.pathname}${url.search}`, {
    headers: { "Set-Cookie": flashCookie(request, outcome) },
  });
}

/**
 * Reads the body to its end without keeping it: a browser still sending would otherwise see the
 * connection reset instead of the answer. Past a hard bound the upload is cut off.
 */
async function discardBody(request: Request) {
  const reader = request.body?.getReader();
  if (!reader) return;
  let seen = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    seen += value.byteLength;
    if (seen > 10 * MAX_FORM_BYTES) {
      await reader.cancel();
      return;
    }
  }
}

function refererPath(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.host === new URL(request.url).host
      ? safeReturnTo(`${from.pathname}${from.search}`, "/")
      : null;
  } catch {
    return null;
  }
}

async function sendToApi(
  formData: FormData,
  submission: { reply: (options?: object) => SubmissionResult<string[]> },
  { apiPath, multipart, clientAddress }: { apiPath: string; multipart?: boolean; clientAddress?: string },
): Promise<Omit<FormActionData, "form">> {
  const body = new FormData();
  const json: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (SITE_FIELDS.has(key)) continue;
    if (typeof value === "string") json[key] = value;
    if (multipart) body.append(key, value);
  }
  // The visitor's address, so the API limits each visitor rather than the site as a whole.
  const headers: Record<string, string> = clientAddress ? { "x-forwarded-for": clientAddress } : {};
  try {
    await post(apiPath, multipart ? body : json, headers);
    return { ok: true, result: submission.reply({ resetForm: true }), message: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && isInvalidData(error.body)) {
      return {
        ok: false,
        result: submission.reply({ fieldErrors: error.body.errors }),
        message: firstError(error.body.errors),
      };
    }
    // SPEC §8: any other failure says to contact the administrator. For a refusal the visitor can
    // act on (too many requests, a refused honeypot …) the API's own sentence follows it.
    const reason =
      error instanceof ApiError &&
      typeof error.status === "number" &&
      error.status < 500 &&
      error.status !== 401
        ? error.message
        : null;
    if (!reason)
      console.error("form submission failed", apiPath, error instanceof Error ? error.message : error);
    const administrator = administratorMessage(getEnv().ADMIN_EMAIL);
    const message = reason ? `${administrator} ${reason}` : administrator;
    return { ok: false, result: submission.reply({ formErrors: [message] }), message };
  }
}
