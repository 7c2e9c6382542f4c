import { staffMessages } from "@thalassa/contract/staff";
import { eq, inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffUsers } from "../src/db/schema.ts";
import { createStaffUser } from "../src/staff/staff-users.ts";
import { type TestApp, withKey } from "./helpers.ts";
import {
  createStaffTestApp,
  enrolSecondFactor,
  STAFF_PASSWORD,
  signIn,
  signInFully,
} from "./staff-helpers.ts";

let app: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp({ seed: false }));
});
afterAll(() => close());

function demote(id: string, cookie: string) {
  return app.inject({
    method: "PATCH",
    url: `/api/v1/staff/users/${id}`,
    headers: { ...withKey, cookie },
    payload: { role: "editor" },
  });
}

async function owners() {
  return app.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.role, "owner"));
}

/**
 * Two owners, the only ones, each demote the other at the same moment. On PostgreSQL
 * both checks "another owner stays" ran before either change unless the check and the change are
 * one step; several rounds make a lucky ordering unlikely to hide it.
 */
describe("the last owner under concurrent changes", () => {
  it("two owners demoting each other at once leave one owner", async () => {
    const a = await createStaffUser(app.db, {
      email: "a@staff.example",
      name: "A",
      role: "owner",
      password: STAFF_PASSWORD,
    });
    const b = await createStaffUser(app.db, {
      email: "b@staff.example",
      name: "B",
      role: "owner",
      password: STAFF_PASSWORD,
    });
    // Owners sign in with a second factor (ADR 0037).
    for (const email of ["a@staff.example", "b@staff.example"])
      await enrolSecondFactor(app, email, (await signIn(app, email)).cookie);
    const asA = (await signInFully(app, "a@staff.example")).cookie;
    const asB = (await signInFully(app, "b@staff.example")).cookie;
    for (let round = 0; round < 8; round++) {
      await app.db.update(staffUsers).set({ role: "editor" }).where(ne(staffUsers.role, "editor"));
      await app.db
        .update(staffUsers)
        .set({ role: "owner" })
        .where(inArray(staffUsers.id, [a.id, b.id]));
      const answers = await Promise.all([demote(b.id, asA), demote(a.id, asB)]);
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(await owners(), `round ${round}: ${statuses.join(", ")}`).toHaveLength(1);
      // The other is refused: as the last owner (409), or as no longer an owner when its session is read after the change (403).
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const lastOwner = answers.find((r) => r.statusCode === 409);
      if (lastOwner) expect(lastOwner.json()).toEqual({ message: staffMessages.lastOwner });
    }
  });
});
