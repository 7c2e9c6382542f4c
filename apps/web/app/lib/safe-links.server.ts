/*
 * Links from the CMS are rendered as hrefs (booking buttons, hero buttons, brand domains, social
 * links). A link with a script scheme must never reach the page, not even in the form React
 * rewrites into a throwing `javascript:` URL: it is replaced, on the server, by the text `null`,
 * which the pages already read as "no link" (SPEC §3: a button whose value is 'null' is hidden).
 */

/** Browsers drop these before reading a scheme: "java\tscript:" is still javascript:. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f]/g;
const SCRIPT_SCHEME = /^(?:javascript|vbscript|livescript):|^data:(?!image\/(?:png|jpe?g|gif|webp|avif);)/i;

export const NO_LINK = "null";

export function isScriptUrl(value: string): boolean {
  return SCRIPT_SCHEME.test(value.replace(IGNORED_IN_SCHEME, ""));
}

/**
 * The HTML parser turns a carriage return into a line feed (and drops NUL), so a CMS text holding
 * one would read differently in the browser than on the server and break hydration.
 */
function asParsed(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(/\0/g, "");
}

/**
 * A copy of an API answer in which every string holding a script URL reads `null` instead, and
 * every text reads as the browser will parse it.
 */
export function withoutScriptUrls<T>(value: T): T {
  if (typeof value === "string") return (isScriptUrl(value) ? NO_LINK : asParsed(value)) as T;
  if (Array.isArray(value)) return value.map(withoutScriptUrls) as T;
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) out[key] = withoutScriptUrls(child);
    return out as T;
  }
  return value;
}
