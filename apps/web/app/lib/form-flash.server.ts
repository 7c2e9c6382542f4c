import type { SubmissionResult } from "@conform-to/react";
import { isSecureRequest, readCookie } from "./cookies.server.ts";

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

function attributes(request: Request, maxAge: number): string {
  const parts = [`Max-Age=${maxAge}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (isSecureRequest(request)) parts.push("Secure");
  return parts.join("; ");
}

function encode(flash: FormFlash): string {
  return Buffer.from(JSON.stringify(flash)).toString("base64url");
}

/** More names than this cannot fit in a cookie. */
const MAX_NAMES = 300;
/** Longest sentence kept under the form; far longer than any the site writes. */
const MESSAGE_MAX_CHARS = 500;

const clip = (text: string) =>
  text.length > MESSAGE_MAX_CHARS ? `${text.slice(0, MESSAGE_MAX_CHARS)}…` : text;

/**
 * Ever smaller versions of the flash, the first that fits is sent: first without long free text,
 * then without what was typed (and Conform's per-field state, one entry per posted name), then
 * with only the form-level errors and the first field's, and at last the outcome and its
 * sentence alone. The visitor always sees the sentence; a cookie past 4 kB would be dropped by
 * the browser and show nothing.
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
}

/** A Set-Cookie value carrying the outcome and what the visitor typed (never their files). */
export function flashCookie(request: Request, flash: FormFlash): string {
  let value = "";
  for (const candidate of shrinking(flash)) {
    value = encode(candidate);
    if (value.length <= FLASH_MAX_BYTES) break;
  }
  return `${FLASH_COOKIE}=${value}; ${attributes(request, FLASH_MAX_AGE_S)}`;
}

/** The flash left by the last form post, with the Set-Cookie that forgets it (read once). */
export function takeFormFlash(request: Request): { flash: FormFlash | null; clear: string | null } {
  const raw = readCookie(request, FLASH_COOKIE);
  if (!raw) return { flash: null, clear: null };
  const clear = `${FLASH_COOKIE}=; ${attributes(request, 0)}`;
  try {
    const parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as FormFlash;
    if (typeof parsed?.form !== "string" || typeof parsed.ok !== "boolean") return { flash: null, clear };
    return { flash: parsed, clear };
  } catch {
    return { flash: null, clear };
  }
}
