import { createHash, createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { STAFF_COOKIE_PREFIX } from "@thalassa/contract/staff";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffSecretFromApiKey } from "../src/app.ts";
import { staffSessions as sessionsTable, staffUsers } from "../src/db/schema.ts";
import { createStaffUser } from "../src/staff/staff-users.ts";
import { TEST_API_KEY, type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, STAFF_PASSWORD, signIn } from "./staff-helpers.ts";

let app: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp({ seed: false }));
});
afterAll(() => close());

const COOKIE = `${STAFF_COOKIE_PREFIX}.session_token`;

/** A session cookie as better-auth signs it (HMAC-SHA256 with the cookie secret, which a reader may know). */
function signedCookie(token: string) {
  const signature = createHmac("sha256", staffSecretFromApiKey(TEST_API_KEY)).update(token).digest("base64");
  return `${COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

function me(cookie: string) {
  return app.inject({ method: "GET", url: "/api/v1/staff/me", headers: { ...withKey, cookie } });
}

async function storedTokens(email: string) {
  const rows = await app.db
    .select({ token: sessionsTable.token })
    .from(sessionsTable)
    .innerJoin(staffUsers, eq(staffUsers.id, sessionsTable.userId))
    .where(eq(staffUsers.email, email));
  return rows.map((r) => r.token);
}

describe("staff session tokens at rest", () => {
  it("stores only the token's SHA-256; the cookie works and a stored value copied into a cookie does not", async () => {
    await createStaffUser(app.db, {
      email: "hashed@staff.example",
      name: "H",
      role: "owner",
      password: STAFF_PASSWORD,
    });
    const { response, cookie } = await signIn(app, "hashed@staff.example");
    expect(response.statusCode).toBe(200);
    const token = decodeURIComponent(cookie.slice(`${COOKIE}=`.length)).split(".")[0] ?? "";
    // The test signs cookies the way better-auth does: the real cookie is reproduced first.
    expect(signedCookie(token)).toBe(cookie);

    const [stored] = await storedTokens("hashed@staff.example");
    expect(stored).toBeDefined();
    expect(stored).not.toBe(token);
    expect(stored).toBe(createHash("sha256").update(token).digest("hex"));

    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(signedCookie(stored ?? ""))).statusCode).toBe(401);
  });

  it("signing out ends the session whose token is stored hashed", async () => {
    await createStaffUser(app.db, {
      email: "leaving@staff.example",
      name: "L",
      role: "editor",
      password: STAFF_PASSWORD,
    });
    const { cookie } = await signIn(app, "leaving@staff.example");
    expect(await storedTokens("leaving@staff.example")).toHaveLength(1);
    const out = await app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { origin: "http://localhost:3000", cookie, "content-type": "application/json" },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(await storedTokens("leaving@staff.example")).toHaveLength(0);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("the migration hashes the tokens stored in clear before it: their cookies keep working", async () => {
    await createStaffUser(app.db, {
      email: "before@staff.example",
      name: "B",
      role: "hr",
      password: STAFF_PASSWORD,
    });
    const { cookie } = await signIn(app, "before@staff.example");
    const token = decodeURIComponent(cookie.slice(`${COOKIE}=`.length)).split(".")[0] ?? "";
    const [user] = await app.db.select().from(staffUsers).where(eq(staffUsers.email, "before@staff.example"));
    // As a session was stored before the migration: its token in clear.
    await app.db
      .update(sessionsTable)
      .set({ token })
      .where(eq(sessionsTable.userId, user?.id ?? ""));
    const migration = readFileSync(
      new URL("../drizzle/0003_staff_sign_in_sources.sql", import.meta.url),
      "utf8",
    );
    const statement = migration
      .split("--> statement-breakpoint")
      .find((s) => s.includes('UPDATE "staff_sessions"'));
    if (!statement) throw new Error("the migration has no statement hashing the session tokens");
    await app.db.execute(sql.raw(statement));
    expect(await storedTokens("before@staff.example")).toEqual([
      createHash("sha256").update(token).digest("hex"),
    ]);
    expect((await me(cookie)).statusCode).toBe(200);
  });
});
