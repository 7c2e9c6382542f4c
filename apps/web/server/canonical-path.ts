/**
 * The one spelling of a site path: percent-escapes decoded (and only what must be escaped escaped
 * again), single slashes, lower case, no trailing slash. The router matches `/About`, `/%61bout`
 * and `/about//` to the same page; left as they come, each would be a page of its own in the shared
 * cache and a path that escapes a prefix check (`/%73taff` is the staff area). Null: a path whose
 * escapes cannot be decoded (unreadable-path.ts answers those).
 */
export function canonicalPath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  let path = decoded.replace(/\/{2,}/g, "/").toLowerCase();
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  // encodeURI leaves `?` and `#` as they are: decoded from an escape, they are part of the path.
  return encodeURI(path).replace(/\?/g, "%3F").replace(/#/g, "%23");
}

/** Whether a path is already written its one way. */
export function isCanonicalPath(pathname: string): boolean {
  return canonicalPath(pathname) === pathname;
}
