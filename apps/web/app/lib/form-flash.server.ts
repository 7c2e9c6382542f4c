import { randomBytes } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { createCookieSessionStorage, type SessionStorage } from "react-router";
import { hasCookie, isSecureRequest } from "./cookies.server.ts";
import { getEnv } from "./env.server.ts";

/** What a form post without JavaScript leaves for the page it returns to. */
export interface FormFlash {
  form: string;
  ok: boolean;
  result: SubmissionResult<string[]>;
  /** The sentence under the form (SPEC §8), if any. */
  message: string | null;
}

export const FLASH_COOKIE = "form_flash";
/** Long enough for the redirect to land, short enough to leave nothing behind. */
const FLASH_MAX_AGE_S = 120;
/** Browsers keep cookies up to 4 kB; long free text is dropped rather than the whole flash. */
const FLASH_MAX_BYTES = 3500;

type FlashStorage = SessionStorage<Record<string, never>, { formFlash: FormFlash }>;
let storage: FlashStorage | undefined;

/**
 * React Router's signed cookie session, used for its flash alone. Without COOKIE_SECRET each start
 * makes its own secret: a flash lives two minutes, and one signed before a restart is just not shown.
 */
function flashStorage(): FlashStorage {
  storage ??= createCookieSessionStorage({
    cookie: {
      name: FLASH_COOKIE,
      httpOnly: true,
      path: "/",
      sameSite: "lax",
      maxAge: FLASH_MAX_AGE_S,
      secrets: [getEnv().COOKIE_SECRET ?? randomBytes(32).toString("base64url")],
    },
  });
  return storage;
}

/** The name=value part of a Set-Cookie: what a browser counts against its 4 kB. */
const cookieBytes = (setCookie: string) => Buffer.byteLength(setCookie.split(";", 1)[0] ?? "");

/** More names than this cannot fit in a cookie. */
const MAX_NAMES = 300;
/** Longest sentence kept under the form; far longer than any the site writes. */
const MESSAGE_MAX_CHARS = 500;

const clip = (text: string) =>
  text.length > MESSAGE_MAX_CHARS ? `${text.slice(0, MESSAGE_MAX_CHARS)}…` : text;

/**
 * Ever smaller versions of the flash, the first that fits is sent: first without long free text,
 * then without what was typed (and Conform's per-field state, one entry per posted name), then
 * with only the form-level errors and the first field's, then the outcome and its sentence alone,
 * and at last the outcome without it. A cookie past 4 kB would be dropped by the browser and
 * show nothing.
 */
function* shrinking(flash: FormFlash): Generator<FormFlash> {
  const { status, error, initialValue: typed, state } = flash.result;
  // Hundreds of names cannot fit whatever their values: skip straight to the short versions
  // rather than encode them (the site's forms have a few dozen fields at most).
  const names =
    Object.keys(typed ?? {}).length +
    Object.keys(error ?? {}).length +
    Object.keys(state?.validated ?? {}).length;
  if (names <= MAX_NAMES) {
    yield flash;
    const initialValue: Record<string, string> = {};
    for (const [key, v] of Object.entries(typed ?? {}))
      if (typeof v === "string" && v.length <= 200) initialValue[key] = v;
    yield { ...flash, result: { ...flash.result, initialValue } };
    yield { ...flash, result: { status, error } };
  }
  const firstField = Object.entries(error ?? {}).find(([key, list]) => key !== "" && list?.length);
  const fewer: Record<string, string[]> = {};
  if (error?.[""]?.length) fewer[""] = error[""].slice(0, 3).map(clip);
  if (firstField?.[1]) fewer[firstField[0].slice(0, 100)] = firstField[1].slice(0, 1).map(clip);
  yield {
    ...flash,
    message: flash.message === null ? null : clip(flash.message),
    result: { status, error: fewer },
  };
  const message = flash.message ?? fewer[""]?.[0] ?? null;
  yield {
    form: flash.form.slice(0, 50),
    ok: flash.ok,
    message: message === null ? null : clip(message),
    result: { status, error: message ? { "": [clip(message)] } : {} },
  };
  // Only a sentence of long non-Latin text gets here: the modal still opens on its outcome.
  yield { form: flash.form.slice(0, 50), ok: flash.ok, message: null, result: { status } };
}

/** A Set-Cookie value carrying the outcome and what the visitor typed (never their files). */
export async function flashCookie(request: Request, flash: FormFlash): Promise<string> {
  const { getSession, commitSession } = flashStorage();
  let setCookie = "";
  for (const candidate of shrinking(flash)) {
    const session = await getSession();
    session.flash("formFlash", candidate);
    try {
      setCookie = await commitSession(session, { secure: isSecureRequest(request) });
    } catch {
      // React Router refuses to write a cookie past 4 kB: the next, smaller version may fit.
      continue;
    }
    if (cookieBytes(setCookie) <= FLASH_MAX_BYTES) break;
  }
  return setCookie;
}

/**
 * The flash left by the last form post, with the Set-Cookie that forgets it (read once). A cookie
 * whose signature does not match (forged, or signed before a restart) reads as no flash.
 */
export async function takeFormFlash(
  request: Request,
): Promise<{ flash: FormFlash | null; clear: string | null }> {
  if (!hasCookie(request, FLASH_COOKIE)) return { flash: null, clear: null };
  const { getSession, destroySession } = flashStorage();
  const session = await getSession(request.headers.get("cookie"));
  const clear = await destroySession(session, { secure: isSecureRequest(request) });
  const flash = session.get("formFlash");
  const valid = typeof flash?.form === "string" && typeof flash.ok === "boolean";
  return { flash: valid ? flash : null, clear };
}
