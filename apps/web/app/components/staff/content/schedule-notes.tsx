import { siteDateTime } from "../form/site-time.ts";
import { useStaffText } from "../text/use-staff-text.tsx";
import { type ContentItem, itemStatus } from "./content-items.ts";

/** Whether a draft waits for its publish time (ADR 0043). */
export function isScheduled(item: ContentItem): boolean {
  return item.status === "draft" && typeof item.publish_at === "string" && item.publish_at !== "";
}

function When({ label, value }: { label: string; value: unknown }) {
  const { formatLocale } = useStaffText();
  if (typeof value !== "string" || !value) return null;
  return (
    <span className="staff-list__date">
      {label} <time dateTime={value}>{siteDateTime(value, formatLocale)}</time>
    </span>
  );
}

/** "Scheduled for 31 May 2026, 18:00" and "Unpublishes …" in a list row, in Cyprus time. */
export function ScheduleNotes({ item }: { item: ContentItem }) {
  const { t } = useStaffText();
  return (
    <>
      {isScheduled(item) ? <When label={t("lists.scheduledFor")} value={item.publish_at} /> : null}
      <When label={t("lists.unpublishes")} value={item.unpublish_at} />
    </>
  );
}

/** An item's state as a badge: Draft, Scheduled (a draft with a publish time) or Live. */
export function PublishBadge({ item }: { item: ContentItem | null }) {
  const { t } = useStaffText();
  const status = item ? itemStatus(item) : null;
  if (!item || !status) return null;
  if (isScheduled(item)) {
    return <span className="staff-badge staff-badge--scheduled">{t("caps.scheduled")}</span>;
  }
  return (
    <span className={`staff-badge staff-badge--${status}`}>
      {status === "live" ? t("caps.live") : t("caps.draft")}
    </span>
  );
}
