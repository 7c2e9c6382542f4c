import { STAFF_SIGN_IN_MAX_FAILURES, staffMessages } from "@thalassa/contract/staff";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, staffUsers } from "../src/db/schema.ts";
import { createStaffUser } from "../src/staff/staff-users.ts";
import { type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, STAFF_PASSWORD, signIn, staffSessions } from "./staff-helpers.ts";

let app: TestApp;
let close: () => Promise<void>;
let sessions: Awaited<ReturnType<typeof staffSessions>>;

const ATTACKER = "203.0.113.7";
const OFFICE = "198.51.100.20";
const WRONG = "wrong password!!";

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp({ seed: false }));
  sessions = await staffSessions(app, ["owner", "editor"]);
});
afterAll(() => close());

async function account(email: string) {
  return createStaffUser(app.db, {
    email,
    name: email.split("@")[0] ?? "",
    role: "owner",
    password: STAFF_PASSWORD,
  });
}

/** The audit entries about sign-ins of `email`, oldest first. */
async function signInAudit(email: string) {
  return app.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.detail}->>'email' = ${email}`)
    .orderBy(asc(auditLog.id));
}

function staffCall(method: "GET" | "POST", url: string, cookie: string, payload?: object) {
  return app.inject({
    method,
    url: `/api/v1/staff${url}`,
    headers: { ...withKey, cookie },
    ...(payload ? { payload } : {}),
  });
}

describe("sign-in lock-out per account and source", () => {
  it("wrong passwords from one address lock that address only: the owner still signs in from another", async () => {
    await account("guessed@staff.example");
    for (let i = 0; i < STAFF_SIGN_IN_MAX_FAILURES; i++) {
      expect((await signIn(app, "guessed@staff.example", WRONG, ATTACKER)).response.statusCode).toBe(401);
    }
    const attacker = await signIn(app, "guessed@staff.example", STAFF_PASSWORD, ATTACKER);
    expect(attacker.response.statusCode).toBe(429);
    expect(attacker.response.json()).toEqual({ message: staffMessages.signInLocked });

    const owner = await signIn(app, "guessed@staff.example", STAFF_PASSWORD, OFFICE);
    expect(owner.response.statusCode).toBe(200);
    // The owner's success clears the office's record only; the attacker's address stays locked.
    expect((await signIn(app, "guessed@staff.example", STAFF_PASSWORD, ATTACKER)).response.statusCode).toBe(
      429,
    );
  });

  it("12 concurrent wrong passwords: at most 5 are checked, the rest are refused before checking", async () => {
    await account("raced@staff.example");
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => signIn(app, "raced@staff.example", WRONG, ATTACKER)),
    );
    const statuses = answers.map((a) => a.response.statusCode);
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeLessThanOrEqual(STAFF_SIGN_IN_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - checked);
    const failed = (await signInAudit("raced@staff.example")).filter((e) => e.action === "sign-in-failed");
    expect(failed).toHaveLength(checked);
  });

  it("a success clears the failures of that account and source", async () => {
    await account("forgetful@staff.example");
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < STAFF_SIGN_IN_MAX_FAILURES - 1; i++) {
        expect((await signIn(app, "forgetful@staff.example", WRONG, OFFICE)).response.statusCode).toBe(401);
      }
      expect((await signIn(app, "forgetful@staff.example", STAFF_PASSWORD, OFFICE)).response.statusCode).toBe(
        200,
      );
    }
  });
});

describe("sign-ins in the audit log", () => {
  it("records each sign-in, failure, lock and refusal with the source, and an unknown e-mail like a known one without creating an account", async () => {
    const user = await account("audited@staff.example");
    await signIn(app, "audited@staff.example", STAFF_PASSWORD, OFFICE);
    for (let i = 0; i < STAFF_SIGN_IN_MAX_FAILURES + 1; i++) {
      await signIn(app, "audited@staff.example", WRONG, ATTACKER);
    }
    const entries = await signInAudit("audited@staff.example");
    expect(entries.map((e) => e.action)).toEqual([
      "sign-in",
      ...Array(STAFF_SIGN_IN_MAX_FAILURES).fill("sign-in-failed"),
      "sign-in-locked",
      "sign-in-refused",
    ]);
    expect(entries[0]).toMatchObject({
      userId: user.id,
      userEmail: "audited@staff.example",
      role: "owner",
      entity: "staff-user",
      entityId: user.id,
      detail: { email: "audited@staff.example", source: OFFICE },
    });
    expect(entries[1]).toMatchObject({ userId: null, entityId: user.id, detail: { source: ATTACKER } });

    const usersBefore = await app.db.select().from(staffUsers);
    const statuses: number[] = [];
    for (let i = 0; i < STAFF_SIGN_IN_MAX_FAILURES + 1; i++) {
      statuses.push((await signIn(app, "Nobody@Staff.Example", WRONG, ATTACKER)).response.statusCode);
    }
    // Answered like an address with an account, so the lock-out does not tell which ones exist.
    expect(statuses).toEqual([...Array(STAFF_SIGN_IN_MAX_FAILURES).fill(401), 429]);
    const unknown = await signInAudit("nobody@staff.example");
    expect(unknown.map((e) => e.action)).toEqual([
      ...Array(STAFF_SIGN_IN_MAX_FAILURES).fill("sign-in-failed"),
      "sign-in-locked",
      "sign-in-refused",
    ]);
    expect(unknown[0]).toMatchObject({
      userId: null,
      entity: "staff-user",
      entityId: null,
      detail: { email: "nobody@staff.example", source: ATTACKER, known: false },
    });
    expect(await app.db.select().from(staffUsers)).toEqual(usersBefore);
  });
});

describe("an owner unlocks", () => {
  it("lists the locks of each user and lifts one; only owners may, and it is audited", async () => {
    const user = await account("unlock-me@staff.example");
    for (let i = 0; i < STAFF_SIGN_IN_MAX_FAILURES; i++) {
      await signIn(app, "unlock-me@staff.example", WRONG, ATTACKER);
    }
    expect((await signIn(app, "unlock-me@staff.example", STAFF_PASSWORD, ATTACKER)).response.statusCode).toBe(
      429,
    );

    const list = await staffCall("GET", "/users", sessions.owner);
    const listed = (list.json().data as { id: string; sign_in_locks: { source: string }[] }[]).find(
      (u) => u.id === user.id,
    );
    expect(listed?.sign_in_locks).toEqual([{ source: ATTACKER, locked_until: expect.any(String) }]);

    const refused = await staffCall("POST", `/users/${user.id}/unlock`, sessions.editor, {
      source: ATTACKER,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toEqual(expect.any(String));

    const unknownUser = await staffCall("POST", "/users/no-such-user/unlock", sessions.owner, {});
    expect(unknownUser.statusCode).toBe(404);

    const unlocked = await staffCall("POST", `/users/${user.id}/unlock`, sessions.owner, {
      source: ATTACKER,
    });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual({ data: { id: user.id, unlocked: [ATTACKER] } });
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "unlock"))
      .orderBy(asc(auditLog.id));
    expect(entry).toMatchObject({
      userEmail: "owner@staff.example",
      entity: "staff-user",
      entityId: user.id,
      detail: { email: "unlock-me@staff.example", sources: [ATTACKER] },
    });
    expect((await signIn(app, "unlock-me@staff.example", STAFF_PASSWORD, ATTACKER)).response.statusCode).toBe(
      200,
    );
    const again = await staffCall("GET", "/users", sessions.owner);
    const relisted = (again.json().data as { id: string; sign_in_locks: unknown[] }[]).find(
      (u) => u.id === user.id,
    );
    expect(relisted?.sign_in_locks).toEqual([]);
  });
});
