import { useLocation } from "react-router";
import {
  COOKIE_BANNER_ID,
  COOKIE_SETTINGS_PARAM,
  COOKIE_SETTINGS_VALUE,
  cookieSettingsAddress,
} from "../../lib/cookie-settings.ts";

export { COOKIE_BANNER_ID };

/** Whether the visitor asked to see the cookie choice again, and this page's address with and without it. */
export function useCookieSettings() {
  const { pathname, search } = useLocation();
  const reopened = new URLSearchParams(search).get(COOKIE_SETTINGS_PARAM) === COOKIE_SETTINGS_VALUE;
  return {
    reopened,
    openHref: `${cookieSettingsAddress(pathname, search, true)}#${COOKIE_BANNER_ID}`,
    closeHref: cookieSettingsAddress(pathname, search, false),
  };
}
