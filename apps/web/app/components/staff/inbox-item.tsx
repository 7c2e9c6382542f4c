import { type StaffInboxKind, staffApplicationFileNames } from "@thalassa/contract/staff";
import { Form } from "react-router";
import { humanise } from "./schema-shape.ts";

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
]);

function text(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.map(text).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function when(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleString("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Nicosia",
  });
}

export function isHandled(item: InboxItem): boolean {
  return item.handled === true || (typeof item.handled_at === "string" && item.handled_at !== "");
}

function itemHeading(item: InboxItem): string {
  for (const field of ["full_name", "name", "email", "reference", "order_id"]) {
    const value = item[field];
    if (typeof value === "string" && value) return value;
  }
  return `#${item.id}`;
}

/** Which application files this item has (every name, when the answer does not say). */
function filesOf(item: InboxItem): string[] {
  if (Array.isArray(item.files)) return item.files.map(String);
  return staffApplicationFileNames.filter((name) => {
    const key = name.replace(/-/g, "_");
    return item[key] !== null && item[key] !== undefined && item[key] !== false
      ? true
      : !(key in item) && !(`${key}_name` in item);
  });
}

const FILE_LABELS: Record<string, string> = { cv: "CV", "work-permit": "Work permit" };

interface InboxCardProps {
  kind: StaffInboxKind;
  item: InboxItem;
  mayDownload: boolean;
}

/** One submission: who, when, what they sent, and what staff can do with it. */
export function InboxCard({ kind, item, mayDownload }: InboxCardProps) {
  const handled = isHandled(item);
  const headingId = `item-${item.id}`;
  const details = Object.entries(item).filter(
    ([key, value]) => !HEADING_FIELDS.has(key) && (typeof value !== "object" || value === null),
  );
  const base = `/staff/inbox/${kind}`;
  return (
    <article
      className={`staff-card staff-inbox-item${handled ? " staff-inbox-item--handled" : ""}`}
      aria-labelledby={headingId}
    >
      <header className="staff-inbox-item__head">
        <h2 id={headingId}>{itemHeading(item)}</h2>
        {handled ? (
          <span className="staff-badge staff-badge--live">Handled</span>
        ) : (
          <span className="staff-badge">New</span>
        )}
      </header>
      <p className="staff-inbox-item__meta">
        {typeof item.email === "string" && item.email !== itemHeading(item) ? (
          <a href={`mailto:${item.email}`}>{item.email}</a>
        ) : null}
        {when(item.created_at) ? <span> · {when(item.created_at)}</span> : null}
      </p>
      <dl className="staff-details">
        {details.map(([key, value]) => (
          <div key={key}>
            <dt>{humanise(key)}</dt>
            <dd>{text(value)}</dd>
          </div>
        ))}
      </dl>
      <div className="staff-actions">
        {kind === "job-applications" && mayDownload
          ? filesOf(item).map((name) => (
              <a key={name} className="staff-button" href={`${base}/${item.id}/files/${name}`} download>
                Download {FILE_LABELS[name] ?? name}
              </a>
            ))
          : null}
        {handled ? null : (
          <Form method="post">
            <input type="hidden" name="id" value={String(item.id)} />
            <button className="staff-button" type="submit" name="intent" value="handled">
              Mark as handled
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
              Unsubscribe
            </button>
          </Form>
        ) : null}
        {kind === "gift-card-orders" ? (
          <Form method="post">
            <input type="hidden" name="id" value={String(item.id)} />
            <button className="staff-button" type="submit" name="intent" value="recheck">
              Ask the bank again
            </button>
          </Form>
        ) : null}
      </div>
    </article>
  );
}
