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

/** What the inbox's action answers to a reply: the outcome and, on a refusal, what was typed. */
export interface ReplyOutcome extends ActionOutcome {
  id: string;
  draft?: { subject: string; text: string };
}

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
  if (!replies.length) return null;
  return (
    <ul className="staff-inbox-replies" aria-label="Replies sent">
      {replies.map((r) => (
        <li key={`${r.at}-${r.subject}`}>
          Replied{r.by ? ` by ${r.by}` : ""} on {siteDateTime(r.at)}: “{r.subject}”
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
  return (
    <div className="staff-inbox-reply">
      <details ref={details} open={refused ? true : undefined}>
        <summary className="staff-button">Reply by e-mail</summary>
        <Form method="post" ref={form} className="staff-inbox-reply__form">
          <input type="hidden" name="id" value={id} />
          <p className="staff-note">
            To {email}. The reply is kept on this item, so colleagues see it was answered.
          </p>
          <div className="staff-field">
            <label htmlFor={`${field}-subject`}>Subject</label>
            <input
              id={`${field}-subject`}
              name="subject"
              required
              maxLength={STAFF_REPLY_SUBJECT_MAX}
              defaultValue={refused ? outcome.draft?.subject : (SUBJECTS[kind] ?? "")}
            />
          </div>
          <div className="staff-field">
            <label htmlFor={`${field}-text`}>Message</label>
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
            Send reply
          </button>
        </Form>
      </details>
      <ActionAlert outcome={outcome} />
    </div>
  );
}
