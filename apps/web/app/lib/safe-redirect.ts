/** Stands in for the site's origin: only whether a target stays on it matters. */
const SITE = "http://site.invalid";
const MAX_RETURN_TO = 1000;

/**
 * The one check for where the site redirects a visitor it was told to send back (form posts,
 * the cookie choice): a same-site path, or the fallback. Control characters are refused outright;
 * the rest is resolved as a browser would resolve it (dot segments, also encoded, "\" read as
 * "/"), and what is returned is the resolved path, which must resolve to itself on this site:
 * "/..//evil.example" resolves to the path "//evil.example", which a browser would read as
 * another host.
 */
export function safeRedirect(value: unknown, fallback: string): string {
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
