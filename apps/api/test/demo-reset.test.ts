import { staffRoles } from "@thalassa/contract/staff";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts, websites } from "../src/db/schema.ts";
import { staffUsers } from "../src/db/staff-schema.ts";
import { readCatalogue } from "../src/seed/catalogue/index.ts";
import { resetDemoContent } from "../src/seed/seed.ts";
import { SEED_DAY, type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, staffSessions } from "./staff-helpers.ts";

describe("npm run demo:reset", () => {
  let app: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await createStaffTestApp());
    await staffSessions(app, staffRoles);
  });
  afterAll(() => close());

  it("puts the demo catalogue's content back and keeps the staff accounts", async () => {
    const [staffBefore] = await app.db.select({ n: count() }).from(staffUsers);
    expect(staffBefore?.n).toBeGreaterThan(0);
    // An old catalogue's content: a story the catalogue no longer has, a brand renamed.
    await app.db.update(websites).set({ name: "An old name" }).where(eq(websites.id, 1));
    await app.db.delete(posts);

    await resetDemoContent(app.db, SEED_DAY);

    const catalogue = readCatalogue();
    const news = (await app.inject({ url: "/api/v1/posts?post_type=news", headers: withKey })).json().data;
    expect(news.map((n: { url: string }) => n.url).sort()).toEqual(catalogue.news.map((n) => n.url).sort());
    const [brand] = await app.db.select().from(websites).where(eq(websites.id, 1));
    expect(brand?.name).not.toBe("An old name");
    const [staffAfter] = await app.db.select({ n: count() }).from(staffUsers);
    expect(staffAfter?.n).toBe(staffBefore?.n);
  });
});
