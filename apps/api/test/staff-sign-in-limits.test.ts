import {
  STAFF_SIGN_IN_MAX_FAILURES,
  STAFF_SIGN_IN_SOURCE_FACTOR,
  staffSignInTriesLeft,
} from "@thalassa/contract/staff";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailQueue } from "../src/db/schema.ts";
import { createStaffUser } from "../src/staff/staff-users.ts";
import { type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, STAFF_PASSWORD, signIn, staffSessions } from "./staff-helpers.ts";

/*
 * The walkthrough's A3 and E1 (ADR 0056): one office address, the production default of 10 public
 * writes per 10 minutes, colleagues signing in from it, and one person who mistypes her password.
 */

const OFFICE = "198.51.100.20";
const WRONG = "wrong password!!";
const LIMIT = { max: 10, windowMs: 10 * 60_000 };

let app: TestApp;
let close: () => Promise<void>;
let owner: string;

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp({ seed: false, rateLimit: LIMIT }));
  ({ owner } = await staffSessions(app, ["owner"]));
});
afterAll(() => close());

async function person(email: string) {
  return createStaffUser(app.db, { email, name: "Eleni", role: "marketing", password: STAFF_PASSWORD });
}

/** Colleagues at the office sign in, using up what a per-address limit of LIMIT.max would allow. */
async function colleaguesSignIn(count: number) {
  for (let i = 0; i < count; i++) {
    const email = `colleague-${i}-${Math.random().toString(36).slice(2)}@staff.example`;
    await createStaffUser(app.db, { email, name: "Colleague", role: "editor", password: STAFF_PASSWORD });
    expect((await signIn(app, email, STAFF_PASSWORD, OFFICE)).response.statusCode).toBe(200);
  }
}

async function mistypeUntilLocked(email: string) {
  const left: number[] = [];
  for (let i = 0; i < STAFF_SIGN_IN_MAX_FAILURES; i++) {
    const { response } = await signIn(app, email, WRONG, OFFICE);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/invalid email or password/i);
    expect(response.json().tries_left_message).toBe(staffSignInTriesLeft(response.json().tries_left));
    left.push(response.json().tries_left);
  }
  return left;
}

describe("sign-in limits a person can live with", () => {
  it("says the tries really left, then how long the pause lasts", async () => {
    const email = "counts@staff.example";
    await person(email);
    expect(await mistypeUntilLocked(email)).toEqual([4, 3, 2, 1, 0]);
    const locked = await signIn(app, email, STAFF_PASSWORD, OFFICE);
    expect(locked.response.statusCode).toBe(429);
    expect(locked.response.json().message).toBe(
      "Too many failed sign-ins for this address. Try again in 15 minutes, ask an owner to unlock it, or reset your password.",
    );
    expect(staffSignInTriesLeft(2)).toBe(
      "2 tries left before sign-in to this account from here pauses for 15 minutes.",
    );
  });

  it("an unknown address gets the same counts, so they tell nothing about which accounts exist", async () => {
    const left: number[] = [];
    for (let i = 0; i < STAFF_SIGN_IN_MAX_FAILURES; i++)
      left.push((await signIn(app, "nobody-here@staff.example", WRONG, OFFICE)).response.json().tries_left);
    expect(left).toEqual([4, 3, 2, 1, 0]);
  });

  it("after the owner's Unlock the correct password is let in at once, though the office has signed in a lot", async () => {
    const email = "unlocked@staff.example";
    const user = await person(email);
    await colleaguesSignIn(LIMIT.max);
    await mistypeUntilLocked(email);
    expect((await signIn(app, email, STAFF_PASSWORD, OFFICE)).response.statusCode).toBe(429);
    const unlock = await app.inject({
      method: "POST",
      url: `/api/v1/staff/users/${user.id}/unlock`,
      headers: { ...withKey, cookie: owner },
      payload: {},
    });
    expect(unlock.json()).toEqual({ data: { id: user.id, unlocked: [OFFICE] } });
    const after = await signIn(app, email, STAFF_PASSWORD, OFFICE);
    expect(after.response.statusCode, after.response.body).toBe(200);
  });

  it("a successful password reset lifts the pause from every source", async () => {
    const email = "reset@staff.example";
    await person(email);
    await mistypeUntilLocked(email);
    expect((await signIn(app, email, STAFF_PASSWORD, OFFICE)).response.statusCode).toBe(429);
    await app.inject({
      method: "POST",
      url: "/api/v1/staff/password-reset",
      headers: withKey,
      payload: { email },
    });
    const [mail] = await app.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.to, email), eq(mailQueue.kind, "staff-password-reset")))
      .orderBy(desc(mailQueue.id));
    const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(mail?.text ?? "")?.[1] ?? "");
    const reset = await app.inject({
      method: "POST",
      url: "/api/v1/staff/password-reset/complete",
      headers: withKey,
      payload: { token, new_password: "a brand new passphrase" },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const after = await signIn(app, email, "a brand new passphrase", OFFICE);
    expect(after.response.statusCode, after.response.body).toBe(200);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "password-reset"))
      .orderBy(desc(auditLog.id));
    expect(entry?.detail).toMatchObject({ sign_in_locks_lifted: [OFFICE] });
  });

  it("one source is still held to a flood ceiling, far above what an office needs", async () => {
    const flood = await createStaffTestApp({ seed: false, rateLimit: { max: 2, windowMs: 60_000 } });
    try {
      const ceiling = 2 * STAFF_SIGN_IN_SOURCE_FACTOR;
      const statuses: number[] = [];
      for (let i = 0; i <= ceiling; i++)
        statuses.push((await signIn(flood.app, `nobody${i}@staff.example`, WRONG)).response.statusCode);
      expect(statuses.slice(0, ceiling).every((status) => status === 401)).toBe(true);
      expect(statuses[ceiling]).toBe(429);
      const refused = await signIn(flood.app, "someone@staff.example");
      expect(refused.response.json().message).toMatch(/^Too many requests/);
    } finally {
      await flood.close();
    }
  });
});
