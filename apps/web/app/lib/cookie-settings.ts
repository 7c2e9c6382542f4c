/**
 * The cookie choice is reopened by its address (`?cookies=settings`), so the footer's link works
 * before JavaScript loads: the server renders the banner open. The parameter has this one value,
 * so the shared page cache keeps at most one more page per address (shared-page-address.ts).
 */
export const COOKIE_SETTINGS_PARAM = "cookies";
export const COOKIE_SETTINGS_VALUE = "settings";
/** The banner's id: the link's fragment, so without JavaScript the browser moves to it. */
export const COOKIE_BANNER_ID = "cookie-settings";

/** The address with the cookie choice open or closed, the rest of its query as it was. */
export function cookieSettingsAddress(pathname: string, search: string, open: boolean): string {
  const params = new URLSearchParams(search);
  if (open) params.set(COOKIE_SETTINGS_PARAM, COOKIE_SETTINGS_VALUE);
  else params.delete(COOKIE_SETTINGS_PARAM);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}
