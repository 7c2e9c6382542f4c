import { SITE_LOCALE, SITE_TIME_ZONE } from "@thalassa/contract/constants";

/*
 * Publish and unpublish times (ADR 0043) are stored in UTC and shown to staff, and typed by them,
 * in the site's time zone (Europe/Nicosia), whatever the browser's or the server's own zone is.
 * A `datetime-local` field holds "2026-05-31T18:00" (or with seconds) and no zone. The reading
 * itself lives in the contract, so the API reads date filters the same way (ADR 0060).
 */

export { fromSiteInput, toSiteInput } from "@thalassa/contract/site-time";

const shown = new Map<string, Intl.DateTimeFormat>();

/**
 * "31 May 2026, 18:00" ("31 Μαΐ 2026, 18:00" in el-CY), in the site's zone whatever the language:
 * the locale is the staff interface's (ADR 0065), English by default.
 */
export function siteDateTime(value: string, locale: string = SITE_LOCALE): string {
  let format = shown.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: SITE_TIME_ZONE,
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    });
    shown.set(locale, format);
  }
  return format.format(new Date(value));
}
