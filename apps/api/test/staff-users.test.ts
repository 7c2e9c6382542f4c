import { staffMessages, staffRoleRefusal } from "@thalassa/contract/staff";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailQueue, staffInvitations } from "../src/db/schema.ts";
import { type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, STAFF_PASSWORD, signIn, staffSessions } from "./staff-helpers.ts";

let app: TestApp;
let close: () => Promise<void>;
let sessions: Awaited<ReturnType<typeof staffSessions>>;

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp({ seed: false }));
  sessions = await staffSessions(app, ["owner", "editor"]);
});
afterAll(() => close());

function call(method: "GET" | "POST" | "PATCH" | "DELETE", url: string, cookie?: string, payload?: unknown) {
  return app.inject({
    method,
    url: `/api/v1/staff${url}`,
    headers: { ...withKey, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The token in the newest invitation mail to `email`. */
async function mailedToken(email: string) {
  const [mail] = await app.db
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.to, email))
    .orderBy(desc(mailQueue.id));
  const link = mail?.text.match(/https?:\/\/\S+\/staff\/accept-invite\?token=(\S+)/);
  if (!link?.[1]) throw new Error(`no invitation mail to ${email}`);
  return decodeURIComponent(link[1]);
}

describe("invitations", () => {
  it("an owner invites; the link in the mail creates the account once; the new user signs in", async () => {
    const invited = await call("POST", "/invitations", sessions.owner, {
      email: "New.Sales@staff.example",
      role: "sales",
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().data).toMatchObject({ email: "new.sales@staff.example", role: "sales" });
    const token = await mailedToken("new.sales@staff.example");

    const accepted = await call("POST", "/invitations/accept", undefined, {
      token,
      name: "Nia Sales",
      password: STAFF_PASSWORD,
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().user).toMatchObject({
      email: "new.sales@staff.example",
      role: "sales",
      name: "Nia Sales",
    });

    const again = await call("POST", "/invitations/accept", undefined, {
      token,
      name: "Someone",
      password: STAFF_PASSWORD,
    });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: staffMessages.invitationUsed });

    const { response, cookie } = await signIn(app, "new.sales@staff.example");
    expect(response.statusCode).toBe(200);
    const me = await call("GET", "/me", cookie);
    expect(me.json().user.role).toBe("sales");
  });

  it("refuses a short password with the field's message, an unknown token and an expired one", async () => {
    await call("POST", "/invitations", sessions.owner, { email: "late@staff.example", role: "hr" });
    const token = await mailedToken("late@staff.example");
    const short = await call("POST", "/invitations/accept", undefined, {
      token,
      name: "Late",
      password: "short",
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(["Use at least 12 characters"]);

    const unknown = await call("POST", "/invitations/accept", undefined, {
      token: "nope",
      name: "X",
      password: STAFF_PASSWORD,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: staffMessages.invitationInvalid });

    await app.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, "late@staff.example"));
    const expired = await call("POST", "/invitations/accept", undefined, {
      token,
      name: "Late",
      password: STAFF_PASSWORD,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: staffMessages.invitationExpired });
  });

  it("refuses an invitation for an existing account, and from a non-owner", async () => {
    const existing = await call("POST", "/invitations", sessions.owner, {
      email: "editor@staff.example",
      role: "hr",
    });
    expect(existing.statusCode).toBe(409);
    const byEditor = await call("POST", "/invitations", sessions.editor, {
      email: "x@staff.example",
      role: "owner",
    });
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json()).toEqual({ message: staffRoleRefusal("editor", "invite staff") });
    const bad = await call("POST", "/invitations", sessions.owner, { email: "not-an-address", role: "boss" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["email", "role"]);
  });
});

describe("users and audit", () => {
  it("lists users, changes a role, keeps the last owner, removes a user, and logs each write", async () => {
    const list = await call("GET", "/users", sessions.owner);
    expect(list.statusCode).toBe(200);
    const users = list.json().data as { id: string; email: string; role: string }[];
    const owner = users.find((u) => u.email === "owner@staff.example");
    const editor = users.find((u) => u.email === "editor@staff.example");
    if (!owner || !editor) throw new Error("seeded users missing");

    const demote = await call("PATCH", `/users/${owner.id}`, sessions.owner, { role: "editor" });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ message: staffMessages.lastOwner });

    const promote = await call("PATCH", `/users/${editor.id}`, sessions.owner, { role: "hr" });
    expect(promote.statusCode).toBe(200);
    expect(promote.json().data.role).toBe("hr");
    const editorNow = await call("GET", "/me", sessions.editor);
    expect(editorNow.json().user.role).toBe("hr");

    const removed = await call("DELETE", `/users/${editor.id}`, sessions.owner);
    expect(removed.statusCode).toBe(204);
    expect((await call("GET", "/me", sessions.editor)).statusCode).toBe(401);

    const log = await call("GET", "/audit", sessions.owner);
    expect(log.statusCode).toBe(200);
    const actions = (log.json().data as { action: string; user_email: string | null }[]).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["invite", "accept-invitation", "change-role", "delete"]));
    expect(log.json().data[0]).toMatchObject({
      action: "delete",
      entity: "staff-user",
      user_email: "owner@staff.example",
      role: "owner",
    });
  });
});
