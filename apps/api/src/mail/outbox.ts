import type { Db } from "../db/client.ts";
import { mailQueue } from "../db/schema.ts";

export interface OutgoingMail {
  /** What the mail is about, for logs and the outbox file name (e.g. "enquiry-team"). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Queues mail in the caller's transaction: the mail exists exactly when the submission does, and
 * delivery (with retries) happens afterwards, so a mail failure never loses a submission.
 */
export async function enqueueMail(tx: Tx | Db, mails: OutgoingMail[]): Promise<void> {
  if (!mails.length) return;
  await tx.insert(mailQueue).values(
    mails.map((m) => ({
      kind: m.kind,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html ?? null,
    })),
  );
}
