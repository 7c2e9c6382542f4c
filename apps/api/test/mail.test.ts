import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newUploadKey } from "../src/blobs/blob-store.ts";
import { createFsBlobStore } from "../src/blobs/fs-blob-store.ts";
import { mailQueue, uploads } from "../src/db/schema.ts";
import { createMailDelivery, MAX_MAIL_ATTEMPTS } from "../src/mail/delivery.ts";
import { enqueueMail } from "../src/mail/outbox.ts";
import { createTestDatabase } from "./helpers.ts";
import { startSmtp } from "./smtp-server.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>["database"];
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.migrate();
});
afterAll(async () => drop());

describe("mail delivery", () => {
  it("delivers queued mail to a real SMTP server, once", async () => {
    const smtp = await startSmtp();
    await enqueueMail(database.db, [
      { kind: "enquiry-team", to: "events@example.com", subject: "New enquiry", text: "Hello" },
    ]);
    const delivery = createMailDelivery(database.db, {
      smtpUrl: smtp.url,
      outboxDir: "/nonexistent",
      from: "site@example.com",
    });
    expect(await delivery.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(await delivery.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(["events@example.com"]);
    expect(smtp.received[0]!.raw).toContain("Subject: New enquiry");
    await smtp.close();
  });

  it("sends a careers mail queued while CVs were attached without its files, saying where they are", async () => {
    const smtp = await startSmtp();
    const blobDir = mkdtempSync(join(tmpdir(), "mail-blobs-"));
    const blobs = createFsBlobStore(blobDir);
    const blobKey = newUploadKey();
    await blobs.put(blobKey, Buffer.from("%PDF-1.4 the CV"));
    const [cv] = await database.db
      .insert(uploads)
      .values({ originalName: "cv.pdf", mimeType: "application/pdf", size: 15, sha256: "x", blobKey })
      .returning();
    // A row as the queue held it before files stopped travelling in mail.
    await database.db.insert(mailQueue).values({
      kind: "application-team",
      to: "careers@example.com",
      subject: "New application (A-1)",
      text: "The CV is attached.",
      attachmentUploadIds: [cv!.id],
    });
    const delivery = createMailDelivery(database.db, {
      smtpUrl: smtp.url,
      outboxDir: "/nonexistent",
      from: "site@example.com",
    });
    expect(await delivery.deliverDue()).toEqual({ sent: 1, failed: 0 });
    const raw = smtp.received[0]!.raw;
    expect(raw).toContain("Subject: New application (A-1)");
    expect(raw).not.toMatch(/Content-Disposition: attachment/i);
    expect(raw).not.toContain("cv.pdf");
    expect(raw).not.toContain(Buffer.from("%PDF-1.4 the CV").toString("base64"));
    expect(raw.replace(/=\r?\n/g, "")).toContain("Job applications; hr and owner");
    // The file itself stays where it was, under the staff area's rules.
    expect(await blobs.exists(blobKey)).toBe(true);
    await smtp.close();
    rmSync(blobDir, { recursive: true, force: true });
  });

  it("keeps a refused mail queued and schedules a retry", async () => {
    const smtp = await startSmtp({ reject: true });
    await enqueueMail(database.db, [
      { kind: "retry", to: "nobody@example.com", subject: "Retry me", text: "x" },
    ]);
    const delivery = createMailDelivery(database.db, {
      smtpUrl: smtp.url,
      outboxDir: "/nonexistent",
      from: "site@example.com",
    });
    expect(await delivery.deliverDue()).toEqual({ sent: 0, failed: 1 });
    const [row] = await database.db.select().from(mailQueue).where(eq(mailQueue.subject, "Retry me"));
    expect(row!.sentAt).toBeNull();
    expect(row!.attempts).toBe(1);
    expect(row!.lastError).toMatch(/mailbox unavailable/);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    await smtp.close();
  });

  it("writes .eml files to the outbox when no SMTP server is configured", async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), "outbox-"));
    await enqueueMail(database.db, [
      { kind: "confirmation", to: "guest@example.com", subject: "Thank you", text: "We got it" },
    ]);
    const delivery = createMailDelivery(database.db, { outboxDir, from: "site@example.com" });
    const result = await delivery.deliverDue();
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const files = readdirSync(outboxDir).filter((f) => f.endsWith("-confirmation.eml"));
    expect(files).toHaveLength(1);
    expect(readFileSync(join(outboxDir, files[0]!), "utf8")).toContain("To: guest@example.com");
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it("never sends a queued mail whose recipient is not one plain address, and does not retry it", async () => {
    const smtp = await startSmtp();
    const lists = [
      "a@x.test,b@evil.test",
      "a@x.test; b@evil.test",
      '"Ada" <a@x.test>',
      "a@x.test\r\nBcc: b@evil.test",
    ];
    await enqueueMail(
      database.db,
      lists.map((to) => ({ kind: "list-recipient", to, subject: "Relay attempt", text: "x" })),
    );
    const delivery = createMailDelivery(database.db, {
      smtpUrl: smtp.url,
      outboxDir: "/nonexistent",
      from: "site@example.com",
    });
    expect(await delivery.deliverDue()).toEqual({ sent: 0, failed: lists.length });
    expect(smtp.received).toEqual([]);
    const rows = await database.db.select().from(mailQueue).where(eq(mailQueue.subject, "Relay attempt"));
    expect(rows).toHaveLength(lists.length);
    for (const row of rows) {
      expect(row.sentAt).toBeNull();
      expect(row.attempts).toBe(MAX_MAIL_ATTEMPTS);
      expect(row.lastError).toMatch(/not one plain e-mail address/);
    }
    expect(await delivery.deliverDue()).toEqual({ sent: 0, failed: 0 });
    await smtp.close();
  });
});
