/** The modal forms: ?modal=<name> opens one, /forms/<route> receives its post. */
export const FORM_NAMES = {
  catering: "catering",
  privateEvent: "enquiry-form",
  newsletter: "newsletter",
  jobApplication: "apply",
} as const;
export type FormName = (typeof FORM_NAMES)[keyof typeof FORM_NAMES];

export const FORM_ACTIONS: Record<FormName, string> = {
  catering: "/forms/catering",
  "enquiry-form": "/forms/private-event",
  newsletter: "/forms/newsletter",
  apply: "/forms/job-application",
};

/** Hidden fields the site adds to every form. */
export const RETURN_TO_FIELD = "return_to";
/** Present only when JavaScript sent the form: the answer is data, not a redirect. */
export const ENHANCED_FIELD = "_enhanced";

/** Stands in for the site's origin: only whether a target stays on it matters. */
const SITE = "http://site.invalid";
const MAX_RETURN_TO = 1000;

/**
 * A same-site path to send the visitor back to (form posts, the cookie choice); anything else
 * falls back. Control characters are refused outright; the rest is resolved as a browser would
 * resolve it (dot segments, also encoded, "\" read as "/"), and what is returned is the resolved
 * path, which must resolve to itself on this site: "/..//evil.example" resolves to the path
 * "//evil.example", which a browser would read as another host.
 */
export function safeReturnTo(value: unknown, fallback: string): string {
  if (typeof value !== "string" || !value || value.length > MAX_RETURN_TO) return fallback;
  // A real path never holds tabs, newlines or other control characters; browsers drop some of them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(value, SITE);
  } catch {
    return fallback;
  }
  if (resolved.origin !== SITE) return fallback;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return new URL(path, SITE).href === resolved.href ? path : fallback;
}
