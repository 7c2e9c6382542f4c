import { RETENTION_PERIODS_MARKER } from "@thalassa/contract/privacy";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client.ts";
import { contentBlocks, newsletterSubscriptions } from "../src/db/schema.ts";
import { createTestDatabase } from "./helpers.ts";
import { migrateUpTo } from "./migrate-up-to.ts";

/** Section 5 as the privacy policy was seeded before its periods came from the settings. */
const OLD_SECTION =
  "<h2>5. How long we keep your data</h2><ul><li>Enquiries that do not lead to an event: 12 months.</li><li>Event and gift card records: as long as tax and accounting law requires, usually 7 years.</li><li>Job applications: 6 months after the role is filled, or longer if you ask us to keep your CV on file.</li><li>Newsletter subscriptions: until you unsubscribe.</li></ul>";

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrateUpTo(database, "0004_blob_store");
  const consentAt = new Date("2026-01-02T03:04:05Z");
  await database.db.execute(
    sql`insert into newsletter_subscriptions (email, token, consent_at) values ('early@guest.test', 'tok-early-0001', ${consentAt.toISOString()}::timestamptz)`,
  );
  await database.db.execute(sql`insert into content_blocks (website_id, page_name, block_name, content_type, content)
    values (1, 'privacy-policy', 'Content', 'live', ${JSON.stringify({ value: `<p>Intro.</p>${OLD_SECTION}<h2>6. Sharing</h2>` })}),
           (1, 'terms', 'Content', 'live', ${JSON.stringify({ value: OLD_SECTION })})`);
  await database.migrate();
});
afterAll(() => drop());

describe("the privacy migration on an existing database", () => {
  it("keeps subscriptions made before the confirmation link, confirmed at their consent time", async () => {
    const [row] = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "early@guest.test"));
    expect(row!.confirmedAt?.toISOString()).toBe("2026-01-02T03:04:05.000Z");
  });

  it("puts the retention marker in place of the seeded privacy policy's fixed list, and nowhere else", async () => {
    const blocks = await database.db.select().from(contentBlocks);
    const policy = JSON.parse(blocks.find((b) => b.pageName === "privacy-policy")!.content).value as string;
    expect(policy).toBe(
      `<p>Intro.</p><h2>5. How long we keep your data</h2><p>${RETENTION_PERIODS_MARKER}</p><h2>6. Sharing</h2>`,
    );
    const terms = JSON.parse(blocks.find((b) => b.pageName === "terms")!.content).value as string;
    expect(terms).toBe(OLD_SECTION);
  });
});
