import { STAFF_SIGN_IN_MAX_FAILURES, staffMessages, staffRoles } from "@thalassa/contract/staff";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffUser } from "../src/staff/staff-users.ts";
import { type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, STAFF_PASSWORD, signIn, staffEmail, staffSessions } from "./staff-helpers.ts";

let app: TestApp;
let close: () => Promise<void>;
let sessions: Awaited<ReturnType<typeof staffSessions>>;

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp({ seed: false }));
  sessions = await staffSessions(app, staffRoles);
});
afterAll(() => close());

function me(cookie?: string) {
  return app.inject({
    method: "GET",
    url: "/api/v1/staff/me",
    headers: { ...withKey, ...(cookie ? { cookie } : {}) },
  });
}

describe("staff sign-in", () => {
  it("sets an HttpOnly, Secure, SameSite=Lax session cookie named thalassa_staff.*", async () => {
    await createStaffUser(app.db, {
      email: "cookie@staff.example",
      name: "C",
      role: "editor",
      password: STAFF_PASSWORD,
    });
    const { response, setCookies } = await signIn(app, "cookie@staff.example");
    expect(response.statusCode).toBe(200);
    const session = setCookies.find((c) => c.startsWith("thalassa_staff.session_token="));
    expect(session).toBeDefined();
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/Secure/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("issues a new session at every sign-in", async () => {
    const first = await signIn(app, staffEmail("editor"));
    const second = await signIn(app, staffEmail("editor"));
    expect(first.cookie).not.toBe("");
    expect(second.cookie).not.toBe(first.cookie);
  });

  it("answers /staff/me with the user and role for each role", async () => {
    for (const role of staffRoles) {
      const response = await me(sessions[role]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        user: { id: expect.any(String), name: `Test ${role}`, email: staffEmail(role), role },
        second_factor_setup_required: false,
        interface_language: "en",
      });
      expect(response.headers["cache-control"]).toBe("private, no-store");
    }
  });

  it("refuses /staff/me without a session, with a message", async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: staffMessages.signInRequired });
    expect((await me("thalassa_staff.session_token=forged")).statusCode).toBe(401);
  });

  it("refuses a wrong password and then locks the address out", async () => {
    await createStaffUser(app.db, {
      email: "locked@staff.example",
      name: "L",
      role: "sales",
      password: STAFF_PASSWORD,
    });
    for (let i = 0; i < STAFF_SIGN_IN_MAX_FAILURES; i++) {
      const { response } = await signIn(app, "locked@staff.example", "wrong password!!");
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/invalid email or password/i);
    }
    const locked = await signIn(app, "locked@staff.example");
    expect(locked.response.statusCode).toBe(429);
    expect(locked.response.json()).toEqual({ message: staffMessages.signInLocked });
  });

  it("refuses a sign-in posted from another origin", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      payload: { email: staffEmail("owner"), password: STAFF_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("has no public sign-up", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: "http://localhost:3000", "content-type": "application/json" },
      payload: { email: "new@staff.example", password: STAFF_PASSWORD, name: "New" },
    });
    expect(response.statusCode).toBe(404);
  });

  it("signs out: the session no longer works", async () => {
    const { cookie } = await signIn(app, staffEmail("hr"));
    const out = await app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { origin: "http://localhost:3000", cookie, "content-type": "application/json" },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});
