import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { administratorMessage, messages } from "@thalassa/contract/messages";
import { LANGUAGE_FIELD } from "@thalassa/contract/submissions";
import { data, redirect } from "react-router";
import type { z } from "zod";
import { localeOfPath } from "../i18n/locales.ts";
import { post } from "./api.server.ts";
import { ApiError } from "./api-error.ts";
import { readUtmSource } from "./cookies.server.ts";
import { getEnv } from "./env.server.ts";
import { FORM_BODY_LIMITS, type FormBodyLimits, readFormBody } from "./form-body.server.ts";
import { flashCookie } from "./form-flash.server.ts";
import { ENHANCED_FIELD, type FormName, RETURN_TO_FIELD } from "./form-names.ts";
import { siteLog } from "./log.server.ts";
import { safeRedirect } from "./safe-redirect.ts";

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
  // Limits first (size, field count, flat names): nothing below builds objects from a body
  // that is not one of the site's own forms. A refused body is not trusted to say where to
  // return: the Referer (same site only) does.
  const body = await readFormBody(request);
  if (!body) return unreadableForm();
  if (!body.ok) return refuseForm(request, form, body);
  const formData = body.form;
  const enhanced = formData.get(ENHANCED_FIELD) === "1";
  const fallback = `/?modal=${form}`;
  const returnTo = safeRedirect(formData.get(RETURN_TO_FIELD), fallback);

  const utm = readUtmSource(request);
  if (utm && !formData.get("utm_source")) formData.set("utm_source", utm);
  // The visitor's mails are written in the language of the page the form was sent from; the
  // page's address says it, whatever the form itself carries.
  formData.set(LANGUAGE_FIELD, localeOfPath(new URL(returnTo, "http://site.invalid").pathname));
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

export type FormRead = { ok: true; form: FormData } | { ok: false; status: 400 | 413; message: string };

/**
 * The posted form within the limits of form-body.server.ts, or what is wrong with it: a body
 * that is not a form (JSON, malformed multipart) or one past a limit is the visitor's error, not
 * the server's. For actions that answer with their own data rather than a flash.
 */
export async function readForm(
  request: Request,
  unreadable = FORM_UNREADABLE,
  limits: FormBodyLimits = FORM_BODY_LIMITS,
): Promise<FormRead> {
  const body = await readFormBody(request, limits);
  if (!body) return { ok: false, status: 400, message: unreadable };
  if (!body.ok) return { ok: false, status: body.status, message: body.message };
  return body;
}

/** Conform's answer for a form refused as a whole: the sentence is the form's error. */
export function formErrorReply(message: string): SubmissionResult<string[]> {
  return { status: "error", error: { "": [message] } };
}

/** The answer to a body that is not a readable form. */
export function unreadableForm(message = FORM_UNREADABLE) {
  return textAnswer(400, message);
}

/** A refusal as plain text, for clients that are not the site's pages. */
export function textAnswer(status: number, message: string) {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * A form past a limit, answered at once: the page's script gets the sentence as the form's
 * error; a browser without JavaScript goes back to the page, the modal open and the sentence
 * under the form; anything else gets the status and the sentence as text. A body too large to
 * read says nothing of its sender: a redirect back suits both a fetcher (it follows it) and a
 * plain post.
 */
function refuseForm(
  request: Request,
  form: FormName,
  refusal: { status: number; message: string; enhanced: boolean | null },
) {
  const outcome: FormActionData = {
    form,
    ok: false,
    result: formErrorReply(refusal.message),
    message: refusal.message,
  };
  if (refusal.enhanced) return data<FormActionData>(outcome, { status: refusal.status });
  if (refusal.enhanced === null || request.headers.get("accept")?.includes("text/html"))
    return redirectBack(request, refererPath(request) ?? `/?modal=${form}`, outcome);
  return textAnswer(refusal.status, refusal.message);
}

/** Back to the page the form was on, its modal open, with the outcome in the one-time cookie. */
async function redirectBack(request: Request, returnTo: string, outcome: FormActionData) {
  const url = new URL(returnTo, "http://site.invalid");
  url.searchParams.set("modal", outcome.form);
  return redirect(`${url.pathname}${url.search}`, {
    headers: { "Set-Cookie": await flashCookie(request, outcome) },
  });
}

function refererPath(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.host === new URL(request.url).host
      ? safeRedirect(`${from.pathname}${from.search}`, "/")
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
    if (!reason) siteLog().error({ err: error, apiPath }, "form submission failed");
    const administrator = administratorMessage(getEnv().ADMIN_EMAIL);
    const message = reason ? `${administrator} ${reason}` : administrator;
    return { ok: false, result: submission.reply({ formErrors: [message] }), message };
  }
}
