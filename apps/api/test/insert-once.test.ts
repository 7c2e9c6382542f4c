import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client.ts";
import { insertOnce } from "../src/db/insert-once.ts";
import { mailQueue, newsletterSubscriptions } from "../src/db/schema.ts";
import { enqueueMail } from "../src/mail/outbox.ts";
import { createTestDatabase } from "./helpers.ts";

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.migrate();
});
afterAll(async () => drop());

/** Stores the address once, with a mail queued beside it, the way the submission service does. */
function subscribeOnce(email: string, options: { lookUp?: boolean; inserted?: () => void } = {}) {
  const { db } = database;
  const findFirst = async () => {
    const [row] = await db
      .select({ id: newsletterSubscriptions.id })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    return row;
  };
  return insertOnce(db, {
    findFirst: options.lookUp === false ? null : findFirst,
    insert: async (tx) => {
      options.inserted?.();
      // The mail goes first: a lost race must take it back with the transaction.
      await enqueueMail(tx, [{ kind: "test", to: email, subject: "s", text: "t" }]);
      const [row] = await tx
        .insert(newsletterSubscriptions)
        .values({ email, confirmTokenHash: randomBytes(12).toString("hex") })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      return row;
    },
  });
}

const rowsFor = async (email: string) => ({
  stored: await database.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email)),
  mails: await database.db.select().from(mailQueue).where(eq(mailQueue.to, email)),
});

describe("insertOnce", () => {
  it("stores the first submission and answers a repeat with it, without inserting again", async () => {
    const first = await subscribeOnce("once@insert.test");
    let inserts = 0;
    const again = await subscribeOnce("once@insert.test", { inserted: () => inserts++ });
    expect(first.created).toBe(true);
    expect(again).toEqual({ record: first.record, created: false });
    expect(inserts).toBe(0);
    const { stored, mails } = await rowsFor("once@insert.test");
    expect(stored).toHaveLength(1);
    expect(mails).toHaveLength(1);
  });

  it("lets one of racing submissions store and rolls back what the others wrote", async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => subscribeOnce("race@insert.test")));
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.record.id)).size).toBe(1);
    const { stored, mails } = await rowsFor("race@insert.test");
    expect(stored).toHaveLength(1);
    expect(mails).toHaveLength(1);
  });

  it("rethrows a failed insert that no earlier record explains", async () => {
    const failing = insertOnce(database.db, {
      findFirst: async () => undefined,
      insert: async () => {
        throw new Error("the insert failed");
      },
    });
    await expect(failing).rejects.toThrow("the insert failed");
  });

  it("without anything to match a repeat by, a conflicting insert is an error, not a repeat", async () => {
    // Nothing to look up: a conflict is not a repeat, and the failure is the caller's to see.
    const first = await subscribeOnce("nokey@insert.test", { lookUp: false });
    expect(first.created).toBe(true);
    await expect(subscribeOnce("nokey@insert.test", { lookUp: false })).rejects.toThrow();
    const { stored, mails } = await rowsFor("nokey@insert.test");
    expect(stored).toHaveLength(1);
    expect(mails).toHaveLength(1);
  });
});
