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

/** A Set-Cookie value carrying the outcome and what the visitor typed (never their files). */
export function flashCookie(request: Request, flash: FormFlash): string {
  let value = encode(flash);
  if (value.length > FLASH_MAX_BYTES) {
    const initialValue = { ...(flash.result.initialValue ?? {}) };
    for (const [key, v] of Object.entries(initialValue)) {
      if (typeof v === "string" && v.length > 200) delete initialValue[key];
    }
    value = encode({ ...flash, result: { ...flash.result, initialValue } });
  }
  if (value.length > FLASH_MAX_BYTES)
    value = encode({ ...flash, result: { ...flash.result, initialValue: {} } });
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
