import { type StaffInboxKind, staffApplicationFileNames } from "@thalassa/contract/staff";
import { Form } from "react-router";
import { siteDateTime } from "../form/site-time.ts";
import { useStaffText } from "../text/use-staff-text.tsx";
import { readableDetails } from "./inbox-fields.ts";
import { answeredHere, ReplyForm, ReplyHistory, type ReplyOutcome, repliesOf } from "./inbox-reply.tsx";

export type InboxItem = Record<string, unknown> & { id: string | number };

/** Fields shown in the card's heading or by their own controls, not in its list of details. */
const HEADING_FIELDS = new Set([
  "id",
  "name",
  "full_name",
  "email",
  "created_at",
  "handled",
  "handled_at",
  "handled_by",
  "files",
  "replies",
]);

function when(value: unknown, locale: string): string | null {
  if (typeof value !== "string") return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return siteDateTime(value, locale);
}

/** Who marked the item handled and when ({ at, by }), or null. */
function handledMark(item: InboxItem): { at?: string; by?: string | null } | null {
  const mark = item.handled;
  if (mark && typeof mark === "object") return mark as { at?: string; by?: string | null };
  return mark === true ? {} : null;
}

export function isHandled(item: InboxItem): boolean {
  return handledMark(item) !== null;
}

function itemHeading(item: InboxItem): string {
  for (const field of ["full_name", "name", "email", "reference", "order_id"]) {
    const value = item[field];
    if (typeof value === "string" && value) return value;
  }
  return `#${item.id}`;
}

/** The application files an item has: { name: "cv" | "work-permit", file_name }. */
function filesOf(item: InboxItem): { name: string; file_name?: string }[] {
  if (!Array.isArray(item.files)) return [];
  return item.files.filter(
    (file): file is { name: string; file_name?: string } =>
      !!file &&
      typeof file === "object" &&
      staffApplicationFileNames.includes((file as { name: never }).name),
  );
}

const FILE_LABELS = { cv: "inboxItem.fileCv", "work-permit": "inboxItem.fileWorkPermit" } as const;

interface InboxCardProps {
  kind: StaffInboxKind;
  item: InboxItem;
  mayDownload: boolean;
  /** The outcome of a reply just sent (or refused) on this item. */
  replyOutcome?: ReplyOutcome | null;
}

/** One submission: who, when, what they sent, and what staff can do with it. */
export function InboxCard({ kind, item, mayDownload, replyOutcome = null }: InboxCardProps) {
  const handled = isHandled(item);
  const headingId = `item-${item.id}`;
  const mark = handledMark(item);
  const base = `/staff/inbox/${kind}`;
  const text = useStaffText();
  const { t, formatLocale } = text;
  const details = readableDetails(item, HEADING_FIELDS, text);
  const received = when(item.created_at, formatLocale);
  const handledAt = when(mark?.at, formatLocale);
  return (
    <article
      className={`staff-card staff-inbox-item${handled ? " staff-inbox-item--handled" : ""}`}
      aria-labelledby={headingId}
    >
      <header className="staff-inbox-item__head">
        <h2 id={headingId}>{itemHeading(item)}</h2>
        {handled ? (
          <span className="staff-badge staff-badge--live">{t("caps.handled")}</span>
        ) : (
          <span className="staff-badge">{t("caps.new")}</span>
        )}
      </header>
      <p className="staff-inbox-item__meta">
        {typeof item.email === "string" && item.email !== itemHeading(item) ? (
          <a href={`mailto:${item.email}`}>{item.email}</a>
        ) : null}
        {received ? <span> · {received}</span> : null}
        {mark?.by ? (
          <span>
            {" "}
            ·{" "}
            {handledAt
              ? t("inboxItem.handledByOn", { name: mark.by, time: handledAt })
              : t("inboxItem.handledBy", { name: mark.by })}
          </span>
        ) : null}
      </p>
      <ReplyHistory replies={repliesOf(item)} />
      <dl className="staff-details">
        {details.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="staff-actions">
        {kind === "job-applications" && mayDownload
          ? filesOf(item).map((file) => (
              <a
                key={file.name}
                className="staff-button"
                href={`${base}/${item.id}/files/${file.name}`}
                download
              >
                {t("inboxItem.download", {
                  file: Object.hasOwn(FILE_LABELS, file.name)
                    ? t(FILE_LABELS[file.name as keyof typeof FILE_LABELS])
                    : file.name,
                })}
                {file.file_name ? <span className="visually-hidden"> ({file.file_name})</span> : null}
              </a>
            ))
          : null}
        {handled ? null : (
          <Form method="post">
            <input type="hidden" name="id" value={String(item.id)} />
            <button className="staff-button" type="submit" name="intent" value="handled">
              {t("inboxItem.markHandled")}
            </button>
          </Form>
        )}
        {kind === "newsletter" && item.unsubscribed_at == null && item.status !== "unsubscribed" ? (
          <Form method="post">
            <input type="hidden" name="id" value={String(item.id)} />
            <button
              className="staff-button staff-button--danger"
              type="submit"
              name="intent"
              value="unsubscribe"
            >
              {t("inboxItem.unsubscribe")}
            </button>
          </Form>
        ) : null}
        {kind === "gift-card-orders" ? (
          <Form method="post">
            <input type="hidden" name="id" value={String(item.id)} />
            <button className="staff-button" type="submit" name="intent" value="recheck">
              {t("inboxItem.askBankAgain")}
            </button>
          </Form>
        ) : null}
        {answeredHere(kind) && typeof item.email === "string" && item.email ? (
          <ReplyForm kind={kind} id={String(item.id)} email={item.email} outcome={replyOutcome} />
        ) : null}
      </div>
    </article>
  );
}
