import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { isSingleEmailAddress } from "@thalassa/contract/submissions";
import { and, asc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Attachment } from "nodemailer/lib/mailer/index.js";
import type { BlobStore } from "../blobs/blob-store.ts";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/insert-once.ts";
import { mailQueue, uploads } from "../db/schema.ts";

export interface MailDeliveryOptions {
  /** smtp(s)://user:pass@host:port — without it, messages become .eml files in outboxDir. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}

export const MAX_MAIL_ATTEMPTS = 8;

export const NOT_ONE_RECIPIENT =
  "refused: the recipient is not one plain e-mail address (a list, a display name or a line break)";

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
export function createMailDelivery(db: Db, options: MailDeliveryOptions, blobs?: BlobStore) {
  const transport = createTransport(options);

  /**
   * A mail's files, streamed from the blob store into the message. A missing file fails this
   * attempt (retried later) rather than sending the mail without it.
   */
  async function attachmentsOf(tx: Tx, uploadIds: number[]): Promise<Attachment[]> {
    const rows = await tx
      .select({
        id: uploads.id,
        originalName: uploads.originalName,
        mimeType: uploads.mimeType,
        blobKey: uploads.blobKey,
      })
      .from(uploads)
      .where(inArray(uploads.id, uploadIds));
    const attachments: Attachment[] = [];
    try {
      for (const row of rows) {
        const blob = row.blobKey && blobs ? await blobs.get(row.blobKey) : null;
        if (!blob) throw new Error(`the file of upload ${row.id} is missing from the blob store`);
        attachments.push({ filename: row.originalName, content: blob.stream, contentType: row.mimeType });
      }
    } catch (error) {
      for (const opened of attachments) (opened.content as Readable).destroy();
      throw error;
    }
    return attachments;
  }

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
          const files = m.attachmentUploadIds.length ? await attachmentsOf(tx, m.attachmentUploadIds) : [];
          await transport(
            {
              from: options.from,
              to: m.to,
              subject: m.subject,
              text: m.text,
              html: m.html ?? undefined,
              attachments: files,
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
