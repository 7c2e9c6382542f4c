import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { isSingleEmailAddress } from "@thalassa/contract/submissions";
import { and, asc, eq, isNull, lt, lte, sql } from "drizzle-orm";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Db } from "../db/client.ts";
import { mailQueue } from "../db/schema.ts";

export interface MailDeliveryOptions {
  /** smtp(s)://user:pass@host:port — without it, messages become .eml files in outboxDir. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}

export const MAX_MAIL_ATTEMPTS = 8;

export const NOT_ONE_RECIPIENT =
  "refused: the recipient is not one plain e-mail address (a list, a display name or a line break)";

/**
 * Said in a mail queued while files (a CV, a work permit) were still attached: they are not sent,
 * they stay in the blob store under the staff area's access rules and retention.
 */
export const FILES_NOT_ATTACHED =
  "The files of this application are not attached: open it in the staff area (Inbox, Job applications; hr and owner).";

/** Retry after 10 s, 20 s, 40 s … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** attempts, 3_600_000);
}

type Transport = (message: SendMailOptions, fileName: string) => Promise<void>;

function createTransport(options: MailDeliveryOptions): Transport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return async (message) => {
      await smtp.sendMail(message);
    };
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return async (message, fileName) => {
    const info = await builder.sendMail(message);
    await mkdir(options.outboxDir, { recursive: true });
    // Write then rename would be atomic; a half-written .eml is harmless here, it is retried.
    await writeFile(join(options.outboxDir, fileName), info.message as Buffer);
  };
}

/** Sends the queued mails that are due. Returns how many were sent and how many failed. */
export function createMailDelivery(db: Db, options: MailDeliveryOptions) {
  const transport = createTransport(options);

  async function deliverDue(limit = 20): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    const due = await db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(
        and(
          isNull(mailQueue.sentAt),
          lte(mailQueue.nextAttemptAt, sql`now()`),
          lt(mailQueue.attempts, MAX_MAIL_ATTEMPTS),
        ),
      )
      .orderBy(asc(mailQueue.id))
      .limit(limit);
    for (const { id } of due) {
      // Each mail in its own transaction, locked so that another API process skips it.
      await db.transaction(async (tx) => {
        const [m] = await tx
          .select()
          .from(mailQueue)
          .where(and(eq(mailQueue.id, id), isNull(mailQueue.sentAt)))
          .for("update", { skipLocked: true });
        if (!m) return;
        // The last line of defence: the forms check their address fields, but whatever reached the
        // queue (an older record, a new caller) goes to exactly one plain address or nowhere. Given
        // "a@x, b@y" or a name with a line break, the transport would mail every address in it.
        if (!isSingleEmailAddress(m.to)) {
          await tx
            .update(mailQueue)
            .set({ attempts: MAX_MAIL_ATTEMPTS, lastError: NOT_ONE_RECIPIENT })
            .where(eq(mailQueue.id, m.id));
          failed++;
          return;
        }
        try {
          await transport(
            {
              from: options.from,
              to: m.to,
              subject: m.subject,
              // Files never leave in mail (ADR 0034); a mail queued when they did says where they are.
              text: m.attachmentUploadIds.length ? `${m.text}\n\n${FILES_NOT_ATTACHED}` : m.text,
              html: m.html ?? undefined,
            },
            `${String(m.id).padStart(6, "0")}-${m.kind}.eml`,
          );
          await tx
            .update(mailQueue)
            .set({ sentAt: sql`now()`, attempts: m.attempts + 1 })
            .where(eq(mailQueue.id, m.id));
          sent++;
        } catch (error) {
          await tx
            .update(mailQueue)
            .set({
              attempts: m.attempts + 1,
              lastError: String(error).slice(0, 500),
              nextAttemptAt: new Date(Date.now() + retryDelayMs(m.attempts)),
            })
            .where(eq(mailQueue.id, m.id));
          failed++;
        }
      });
    }
    return { sent, failed };
  }

  return { deliverDue };
}
