import { MAX_BODY_BYTES, readLimitedBytes } from "./limited-body.server.ts";

/**
 * Reads a posted form with hard limits, in time linear in the body, before anything else looks at
 * it. Conform (and any "a[0].b" path parser) builds nested objects from field names: a 40-byte
 * body naming `junk[3000000]` makes an array of three million entries, and tens of thousands of
 * repeated fields take seconds to minutes to merge, all on the site's only thread. The site's own
 * forms use a few dozen flat names, so anything beyond that is refused with a sentence saying
 * what is wrong, before a single object is built from it.
 */

export interface FormBodyLimits {
  /** Whole body, in bytes. */
  maxBytes: number;
  /** Entries (fields and files) in the form. */
  maxFields: number;
  /** Characters in one field name. */
  maxNameLength: number;
  /** Characters in one text value (the contract's longest free text is 5,000). */
  maxValueLength: number;
  /** What a body past maxBytes is told (the public forms' names their largest files). */
  tooLargeMessage?: string;
}

export const FORM_BODY_LIMITS: FormBodyLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxFields: 64,
  maxNameLength: 100,
  maxValueLength: 10_000,
};

export type FormBody =
  | { ok: true; form: FormData }
  | {
      ok: false;
      status: 400 | 413;
      message: string;
      /**
       * The page's script sent it (the `_enhanced` field was in the body): answer with data.
       * Null when the body was too large to be read at all, so who sent it is unknown.
       */
      enhanced: boolean | null;
    };

/**
 * Flat names only: letters, digits, `_` and `-`. Brackets and dots are Conform's path syntax
 * (nesting, array indexes); no form on the site uses them.
 */
const FLAT_NAME = /^[A-Za-z0-9_-]+$/;
/** Names that would reach an object's prototype if anything assigned them. */
const RESERVED_NAMES = new Set(["__proto__", "constructor", "prototype"]);

const ENHANCED_MARK = "_enhanced=1";

const refusal = (status: 400 | 413, message: string, enhanced: boolean | null): FormBody => ({
  ok: false,
  status,
  message,
  enhanced,
});

/** A name as it may be quoted back: short, on one line. */
function quoted(name: string): string {
  const clean = name.replace(/\p{Cc}/gu, "?");
  return `"${clean.length > 40 ? `${clean.slice(0, 40)}…` : clean}"`;
}

export const tooManyFields = (limits: FormBodyLimits) =>
  `The form has too many fields: at most ${limits.maxFields} can be sent.`;
/** The site's largest form carries two files of at most 2 MB each: that is what visitors can act on. */
export const FORM_TOO_LARGE = "The form is too large to send: each file may be up to 2 MB.";

export { MAX_BODY_BYTES };

/** Each entry's name and value against the limits; the first problem, in words. */
function checkEntries(
  entries: Iterable<[string, FormDataEntryValue]>,
  limits: FormBodyLimits,
): { status: 400 | 413; message: string } | null {
  let count = 0;
  for (const [name, value] of entries) {
    if (++count > limits.maxFields) return { status: 413, message: tooManyFields(limits) };
    if (name.length > limits.maxNameLength)
      return {
        status: 400,
        message: `A field name is too long: at most ${limits.maxNameLength} characters.`,
      };
    if (!FLAT_NAME.test(name) || RESERVED_NAMES.has(name))
      return {
        status: 400,
        message: `The field name ${quoted(name)} is not accepted: names are letters, digits, _ and -, without [ ] or dots.`,
      };
    if (typeof value === "string" && value.length > limits.maxValueLength)
      return {
        status: 413,
        message: `The field ${quoted(name)} is too long: at most ${limits.maxValueLength.toLocaleString("en")} characters.`,
      };
  }
  return null;
}

/**
 * A URL-encoded body: the fields are counted on the raw text (one pass, nothing decoded) before
 * URLSearchParams, itself linear, decodes at most maxFields of them.
 */
function readUrlEncoded(text: string, limits: FormBodyLimits): FormBody {
  let count = 0;
  let enhanced = false;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf("&", start);
    if (end < 0) end = text.length;
    if (end > start) {
      count++;
      if (!enhanced && end - start === ENHANCED_MARK.length && text.startsWith(ENHANCED_MARK, start))
        enhanced = true;
    }
    start = end + 1;
  }
  if (count > limits.maxFields) return refusal(413, tooManyFields(limits), enhanced);
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(text)) form.append(name, value);
  const problem = checkEntries(form, limits);
  return problem ? refusal(problem.status, problem.message, enhanced) : { ok: true, form };
}

/** Occurrences of `needle` in `haystack`, up to `stopAfter` (one linear scan). */
function countOccurrences(haystack: Buffer, needle: Buffer, stopAfter: number): number {
  let count = 0;
  let at = haystack.indexOf(needle);
  while (at >= 0 && count <= stopAfter) {
    count++;
    at = haystack.indexOf(needle, at + needle.length);
  }
  return count;
}

/**
 * A multipart body: its parts are counted by their delimiters before the platform's parser reads
 * it, then each entry is checked like a URL-encoded one. Null: not a readable multipart form.
 */
async function readMultipart(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  limits: FormBodyLimits,
): Promise<FormBody | null> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const enhanced = buffer.includes('name="_enhanced"\r\n\r\n1\r\n');
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const delimiter = boundary ? (boundary[1] ?? boundary[2]) : undefined;
  // One delimiter opens each part and one more closes the form.
  if (
    delimiter &&
    countOccurrences(buffer, Buffer.from(`--${delimiter}`), limits.maxFields + 1) > limits.maxFields + 1
  )
    return refusal(413, tooManyFields(limits), enhanced);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return null;
  }
  const problem = checkEntries(form, limits);
  return problem ? refusal(problem.status, problem.message, enhanced) : { ok: true, form };
}

/**
 * The posted form within the limits, a refusal saying which limit it passed, or null when the
 * body is not a form at all (JSON, plain text, malformed multipart): the sender's error either way.
 */
export async function readFormBody(
  request: Request,
  limits: FormBodyLimits = FORM_BODY_LIMITS,
): Promise<FormBody | null> {
  const contentType = request.headers.get("content-type") ?? "";
  const type = contentType.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") return null;
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    // A browser may still be sending a body up to ten times a small form's limit: it is drained so
    // the answer reaches it.
    bytes = await readLimitedBytes(request, limits.maxBytes, Math.max(10 * limits.maxBytes, MAX_BODY_BYTES));
  } catch {
    return null;
  }
  if (!bytes) return refusal(413, limits.tooLargeMessage ?? FORM_TOO_LARGE, null);
  if (type === "multipart/form-data") return readMultipart(bytes, contentType, limits);
  return readUrlEncoded(new TextDecoder().decode(bytes), limits);
}
