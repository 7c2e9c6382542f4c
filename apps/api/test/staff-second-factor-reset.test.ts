import { staffAccountMessages } from "@thalassa/contract/staff";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { auditLog, staffSessions, staffTwoFactors, staffUsers } from "../src/db/schema.ts";
import {
  resetSecondFactor,
  SecondFactorResetRefused,
  secondFactorResetAddress,
} from "../src/staff/second-factor-reset.ts";
import { type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, staffSessions as signedInStaff, signIn, staffEmail } from "./staff-helpers.ts";

let app: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp({ seed: false }));
});
afterAll(() => close());

const me = (cookie: string) =>
  app.inject({ method: "GET", url: `${API_PREFIX}/staff/me`, headers: { ...withKey, cookie } });
const users = (cookie: string) =>
  app.inject({ method: "GET", url: `${API_PREFIX}/staff/users`, headers: { ...withKey, cookie } });

describe("reset of a sole owner's second factor by the operator command", () => {
  it("takes the factor off, ends every session, audits, and the owner enrols again at sign-in", async () => {
    const { owner: session } = await signedInStaff(app, ["owner"]);
    const email = staffEmail("owner");
    expect((await users(session)).statusCode).toBe(200);
    // With the factor on, the password alone gives no session, only the code step.
    expect((await signIn(app, email)).response.json()).toMatchObject({ twoFactorRedirect: true });

    const [user] = await app.db.select().from(staffUsers).where(eq(staffUsers.email, email));
    const sessions = await app.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.userId, user?.id ?? ""));
    expect(sessions.length).toBeGreaterThan(0);

    const reset = await resetSecondFactor(app.db, "  Owner@Staff.Example ");
    expect(reset).toEqual({ email, role: "owner", sessionsEnded: sessions.length });
    const [after] = await app.db.select().from(staffUsers).where(eq(staffUsers.email, email));
    expect(user?.twoFactorEnabled).toBe(true);
    expect(after?.twoFactorEnabled).toBe(false);
    expect(
      await app.db
        .select()
        .from(staffTwoFactors)
        .where(eq(staffTwoFactors.userId, user?.id ?? "")),
    ).toEqual([]);
    expect(
      await app.db
        .select()
        .from(staffSessions)
        .where(eq(staffSessions.userId, user?.id ?? "")),
    ).toEqual([]);
    expect((await me(session)).statusCode).toBe(401);

    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "second-factor-reset"), eq(auditLog.entityId, user?.id ?? "")));
    expect(entry).toMatchObject({
      userId: null,
      entity: "staff-user",
      detail: { email, role: "owner", by: "operator", sessions_ended: sessions.length },
    });

    // The password now signs in, and the owner reaches only the account page until the app is set up again.
    const again = await signIn(app, email);
    expect(again.response.statusCode).toBe(200);
    expect(again.response.json()).not.toHaveProperty("twoFactorRedirect");
    expect((await me(again.cookie)).json()).toMatchObject({ second_factor_setup_required: true });
    const blocked = await users(again.cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(staffAccountMessages.secondFactorSetupRequired);
  });

  it("refuses an unknown address and an account without a second factor, changing nothing", async () => {
    await expect(resetSecondFactor(app.db, "nobody@staff.example")).rejects.toThrow(
      new SecondFactorResetRefused("There is no staff account for nobody@staff.example."),
    );
    const { editor } = await signedInStaff(app, ["editor"]);
    await expect(resetSecondFactor(app.db, staffEmail("editor"))).rejects.toThrow(
      "editor@staff.example has no second factor to reset.",
    );
    expect((await me(editor)).statusCode).toBe(200);
    expect(await app.db.select().from(auditLog).where(eq(auditLog.entityId, "nobody@staff.example"))).toEqual(
      [],
    );
  });

  it("takes exactly one e-mail address written out, never none, two or a pattern", () => {
    expect(secondFactorResetAddress(["owner@example.com"])).toBe("owner@example.com");
    expect(secondFactorResetAddress([])).toBeNull();
    expect(secondFactorResetAddress(["owner@example.com", "other@example.com"])).toBeNull();
    expect(secondFactorResetAddress(["*"])).toBeNull();
    expect(secondFactorResetAddress(["%@example.com"])).toBeNull();
    expect(secondFactorResetAddress(["--all"])).toBeNull();
  });
});
