import {
  STAFF_REPLY_SUBJECT_MAX,
  STAFF_REPLY_TEXT_MAX,
  type StaffInboxKind,
  type StaffInboxReplyRecord,
  staffInboxesWithReply,
} from "@thalassa/contract/staff";
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { ActionAlert, type ActionOutcome } from "../controls/action-alert.tsx";
import { siteDateTime } from "../form/site-time.ts";
import { useStaffText } from "../text/use-staff-text.tsx";

/** What the inbox's action answers to a reply: the outcome and, on a refusal, what was typed. */
export interface ReplyOutcome extends ActionOutcome {
  id: string;
  draft?: { subject: string; text: string };
}

/** The reply's first subject: to the customer, in English (their language is not known here). */
const SUBJECTS: Partial<Record<StaffInboxKind, string>> = {
  catering: "Your catering enquiry",
  "private-events": "Your private event enquiry",
  "job-applications": "Your job application",
  "gift-card-orders": "Your gift card order",
};

/** Whether items of this inbox are answered from it (the others have no conversation). */
export function answeredHere(kind: StaffInboxKind): boolean {
  return (staffInboxesWithReply as readonly string[]).includes(kind);
}

/** The replies kept on an item, as the API lists them. */
export function repliesOf(item: Record<string, unknown>): StaffInboxReplyRecord[] {
  const replies = item.replies;
  if (!Array.isArray(replies)) return [];
  return replies.filter(
    (r): r is StaffInboxReplyRecord =>
      !!r && typeof r === "object" && typeof r.at === "string" && typeof r.subject === "string",
  );
}

/** "Replied by eleni@… on 2 Dec 2026, 09:14: Your catering enquiry", one line per reply sent. */
export function ReplyHistory({ replies }: { replies: StaffInboxReplyRecord[] }) {
  const { t, formatLocale } = useStaffText();
  if (!replies.length) return null;
  return (
    <ul className="staff-inbox-replies" aria-label={t("inboxItem.repliesSent")}>
      {replies.map((r) => (
        <li key={`${r.at}-${r.subject}`}>
          {r.by
            ? t("inboxItem.repliedByOn", {
                name: r.by,
                time: siteDateTime(r.at, formatLocale),
                subject: r.subject,
              })
            : t("inboxItem.repliedOn", { time: siteDateTime(r.at, formatLocale), subject: r.subject })}
        </li>
      ))}
    </ul>
  );
}

interface ReplyFormProps {
  kind: StaffInboxKind;
  id: string;
  email: string;
  outcome: ReplyOutcome | null;
}

/**
 * "Reply by e-mail": subject and message, sent to the item's own address by the API and kept on the
 * item. A refusal reopens the form with what was typed; a reply sent empties and closes it.
 */
export function ReplyForm({ kind, id, email, outcome }: ReplyFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const details = useRef<HTMLDetailsElement>(null);
  const refused = outcome && !outcome.ok;
  useEffect(() => {
    if (outcome?.ok) {
      form.current?.reset();
      if (details.current) details.current.open = false;
    }
  }, [outcome]);
  const field = `reply-${id}`;
  const { t } = useStaffText();
  return (
    <div className="staff-inbox-reply">
      <details ref={details} open={refused ? true : undefined}>
        <summary className="staff-button">{t("inboxItem.replyByEmail")}</summary>
        <Form method="post" ref={form} className="staff-inbox-reply__form">
          <input type="hidden" name="id" value={id} />
          <p className="staff-note">{t("inboxItem.replyNote", { email })}</p>
          <div className="staff-field">
            <label htmlFor={`${field}-subject`}>{t("inboxItem.subject")}</label>
            <input
              id={`${field}-subject`}
              name="subject"
              required
              maxLength={STAFF_REPLY_SUBJECT_MAX}
              defaultValue={refused ? outcome.draft?.subject : (SUBJECTS[kind] ?? "")}
            />
          </div>
          <div className="staff-field">
            <label htmlFor={`${field}-text`}>{t("inboxItem.message")}</label>
            <textarea
              id={`${field}-text`}
              name="text"
              required
              rows={6}
              maxLength={STAFF_REPLY_TEXT_MAX}
              defaultValue={refused ? outcome.draft?.text : undefined}
            />
          </div>
          <button className="staff-button staff-button--primary" type="submit" name="intent" value="reply">
            {t("inboxItem.sendReply")}
          </button>
        </Form>
      </details>
      <ActionAlert outcome={outcome} />
    </div>
  );
}
