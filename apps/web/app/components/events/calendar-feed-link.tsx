import { useTranslations } from "use-intl";
import { useLocalePath } from "../../i18n/use-site-locale.ts";
import { CALENDAR_FEED_PATH } from "../../lib/calendar-paths.ts";

/**
 * Announces the What's On feed to calendar apps and browsers, in the page's language (React
 * places the link in the head).
 */
export function CalendarFeedLink() {
  const localePath = useLocalePath();
  const nav = useTranslations("nav");
  return (
    <link rel="alternate" type="text/calendar" title={nav("whatsOn")} href={localePath(CALENDAR_FEED_PATH)} />
  );
}
