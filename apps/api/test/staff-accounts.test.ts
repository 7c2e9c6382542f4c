import { staffAccountMessages } from "@thalassa/contract/staff";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailQueue, staffSessions, staffUsers, staffVerifications } from "../src/db/schema.ts";
import { createStaffUser } from "../src/staff/staff-users.ts";
import { type TestApp, withKey } from "./helpers.ts";
import {
  createStaffTestApp,
  enrolSecondFactor,
  STAFF_PASSWORD,
  staffSessions as signedInStaff,
  signIn,
  signInSecondStep,
} from "./staff-helpers.ts";
import { totpCode } from "./totp.ts";

let app: TestApp;
let close: () => Promise<void>;
let owner: string;

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp({ seed: false }));
  ({ owner } = await signedInStaff(app, ["owner"]));
});
afterAll(() => close());

function call(method: "GET" | "POST" | "DELETE", url: string, cookie?: string, payload?: object) {
  return app.inject({
    method,
    url: `/api/v1/staff${url}`,
    headers: { ...withKey, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function newUser(email: string, role: "editor" | "sales" | "hr" = "editor") {
  await createStaffUser(app.db, { email, name: "Someone", role, password: STAFF_PASSWORD });
}

async function signedInAs(email: string, password = STAFF_PASSWORD) {
  const { response, cookie } = await signIn(app, email, password);
  expect(response.statusCode, response.body).toBe(200);
  return cookie;
}

async function mailsTo(email: string, kind: string) {
  return app.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.to, email), eq(mailQueue.kind, kind)))
    .orderBy(desc(mailQueue.id));
}

function tokenIn(text: string | undefined, path: string) {
  const match = text?.match(new RegExp(`https?://\\S+${path}\\?token=(\\S+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]);
}

async function auditActions(entityId: string) {
  const rows = await app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

async function userId(email: string) {
  const [row] = await app.db.select().from(staffUsers).where(eq(staffUsers.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe("password reset by a mailed one-time link", () => {
  it("mails a link for an account, answers the same for an unknown address, and ends every session on reset", async () => {
    const email = "forgetful@staff.example";
    await newUser(email);
    const laptop = await signedInAs(email);
    const phone = await signedInAs(email);

    const known = await call("POST", "/password-reset", undefined, { email: "Forgetful@Staff.example" });
    const unknown = await call("POST", "/password-reset", undefined, { email: "nobody-here@staff.example" });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: staffAccountMessages.passwordResetRequested });
    expect(await mailsTo("nobody-here@staff.example", "staff-password-reset")).toHaveLength(0);

    const [mail] = await mailsTo(email, "staff-password-reset");
    const token = tokenIn(mail?.text, "/staff/reset-password");
    // Only a hash of the link's token is stored.
    const verifications = await app.db.select().from(staffVerifications);
    expect(JSON.stringify(verifications)).not.toContain(token);

    const short = await call("POST", "/password-reset/complete", undefined, { token, new_password: "short" });
    expect(short.statusCode).toBe(422);
    const reset = await call("POST", "/password-reset/complete", undefined, {
      token,
      new_password: "a brand new passphrase",
    });
    expect(reset.statusCode, reset.body).toBe(200);

    for (const cookie of [laptop, phone]) expect((await call("GET", "/me", cookie)).statusCode).toBe(401);
    expect((await signIn(app, email)).response.statusCode).toBe(401);
    await signedInAs(email, "a brand new passphrase");

    const again = await call("POST", "/password-reset/complete", undefined, {
      token,
      new_password: "yet another passphrase",
    });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: staffAccountMessages.passwordResetInvalid });
    expect(await auditActions(await userId(email))).toEqual(
      expect.arrayContaining(["password-reset-requested", "password-reset"]),
    );
  });

  it("writes the mail in the language the person reads the staff interface in", async () => {
    const email = "greek-reader@staff.example";
    await newUser(email);
    await app.db.update(staffUsers).set({ interfaceLanguage: "el" }).where(eq(staffUsers.email, email));
    await call("POST", "/password-reset", undefined, { email });
    const [greek] = await mailsTo(email, "staff-password-reset");
    expect(greek?.subject).toBe("Νέος κωδικός πρόσβασης στον χώρο προσωπικού της Thalassa Group");
    expect(greek?.text).toContain("Γεια σας, Someone,");
    expect(greek?.text).toContain("ο σύνδεσμος ισχύει μία φορά, για 30 λεπτά");
    const token = tokenIn(greek?.text, "/staff/reset-password");
    const reset = await call("POST", "/password-reset/complete", undefined, {
      token,
      new_password: "μια νέα φράση πρόσβασης",
    });
    expect(reset.statusCode, reset.body).toBe(200);

    await app.db.update(staffUsers).set({ interfaceLanguage: "en" }).where(eq(staffUsers.email, email));
    await call("POST", "/password-reset", undefined, { email });
    const [english] = await mailsTo(email, "staff-password-reset");
    expect(english?.subject).toBe("Reset your Thalassa Group staff password");
    expect(english?.text).toContain("Hello Someone,");
  });

  it("refuses an expired link", async () => {
    const email = "slow-reader@staff.example";
    await newUser(email);
    await call("POST", "/password-reset", undefined, { email });
    const [mail] = await mailsTo(email, "staff-password-reset");
    const token = tokenIn(mail?.text, "/staff/reset-password");
    await app.db.update(staffVerifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await call("POST", "/password-reset/complete", undefined, {
      token,
      new_password: "a brand new passphrase",
    });
    expect(late.statusCode).toBe(410);
  });

  it("sends at most three reset mails an hour to one address, with the same answer every time", async () => {
    const email = "flooded@staff.example";
    await newUser(email);
    for (let i = 0; i < 5; i++) {
      const response = await call("POST", "/password-reset", undefined, { email });
      expect(response.statusCode).toBe(202);
    }
    expect(await mailsTo(email, "staff-password-reset")).toHaveLength(3);
    expect(await auditActions(await userId(email))).toContain("password-reset-throttled");
  });
});

describe("second factor (TOTP)", () => {
  it("an enrolled account signs in with password then code; a wrong code does not; a recovery code works once", async () => {
    const email = "careful@staff.example";
    await newUser(email, "sales");
    const { secret, recoveryCodes } = await enrolSecondFactor(app, email, await signedInAs(email));
    expect(recoveryCodes).toHaveLength(10);

    const first = await signIn(app, email);
    expect(first.response.statusCode).toBe(200);
    expect(first.response.json()).toMatchObject({ twoFactorRedirect: true });
    // The password alone gives no session.
    expect((await call("GET", "/me", first.cookie)).statusCode).toBe(401);

    const wrongCode = totpCode(secret) === "000000" ? "111111" : "000000";
    const wrong = await signInSecondStep(app, first.cookie, wrongCode);
    expect(wrong.response.statusCode).toBe(401);
    const right = await signInSecondStep(app, first.cookie, totpCode(secret));
    expect(right.response.statusCode, right.response.body).toBe(200);
    expect((await call("GET", "/me", right.cookie)).json().user.email).toBe(email);

    const recoveryCode = recoveryCodes[0] ?? "";
    const viaRecovery = await signInSecondStep(app, (await signIn(app, email)).cookie, recoveryCode, true);
    expect(viaRecovery.response.statusCode, viaRecovery.response.body).toBe(200);
    const reused = await signInSecondStep(app, (await signIn(app, email)).cookie, recoveryCode, true);
    expect(reused.response.statusCode).toBe(401);

    const actions = await auditActions(await userId(email));
    expect(actions).toEqual(
      expect.arrayContaining([
        "second-factor-set-up-started",
        "second-factor-enabled",
        "sign-in-password-accepted",
        "sign-in",
      ]),
    );
    const failed = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "sign-in-second-factor-failed"));
    expect(failed.length).toBeGreaterThan(0);
  });

  it("recovery codes have no look-alikes; a recovery sign-in says how many are left and moves the app to a new phone", async () => {
    const email = "new-phone@staff.example";
    await newUser(email, "sales");
    const recoverySignIn = async (code: string) =>
      signInSecondStep(app, (await signIn(app, email)).cookie, code, true);
    const { recoveryCodes } = await enrolSecondFactor(app, email, await signedInAs(email));
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    const viaRecovery = await recoverySignIn(recoveryCodes[0] ?? "");
    expect(viaRecovery.response.json().recovery_codes_left).toBe(9);
    const cookie = viaRecovery.cookie;

    const wrong = await call("POST", "/account/second-factor/replace", cookie, {
      password: "not my password",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: [staffAccountMessages.wrongPassword] });
    const replaced = await call("POST", "/account/second-factor/replace", cookie, {
      password: STAFF_PASSWORD,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const { secret, recovery_codes } = replaced.json().data as { secret: string; recovery_codes: string[] };

    // Until the new phone's first code, the old phone and codes go on signing in, with full access.
    const meanwhile = await recoverySignIn(recoveryCodes[1] ?? "");
    expect(meanwhile.response.statusCode, meanwhile.response.body).toBe(200);
    const account = await call("GET", "/account", cookie);
    expect(account.json().second_factor.enabled).toBe(true);
    const refused = await call("POST", "/account/second-factor/confirm", cookie, { code: "000000" });
    expect(refused.statusCode).toBe(422);
    const stillOld = await recoverySignIn(recoveryCodes[2] ?? "");
    expect(stillOld.response.statusCode, stillOld.response.body).toBe(200);
    expect(stillOld.response.json().recovery_codes_left).toBe(7);

    const confirmed = await call("POST", "/account/second-factor/confirm", cookie, {
      code: totpCode(secret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // The old phone's recovery codes stopped working; the new ones sign in.
    const old = await recoverySignIn(recoveryCodes[3] ?? "");
    expect(old.response.statusCode).toBe(401);
    const fresh = await recoverySignIn(recovery_codes[0] ?? "");
    expect(fresh.response.statusCode, fresh.response.body).toBe(200);
    expect(fresh.response.json().recovery_codes_left).toBe(9);
    expect(await auditActions(await userId(email))).toEqual(
      expect.arrayContaining(["second-factor-replace-started", "second-factor-replaced"]),
    );
  });

  it("set-up needs the current password and a correct first code", async () => {
    const email = "hesitant@staff.example";
    await newUser(email);
    const cookie = await signedInAs(email);
    const wrongPassword = await call("POST", "/account/second-factor", cookie, {
      password: "not my password",
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json()).toEqual({ message: staffAccountMessages.wrongPassword });
    const started = await call("POST", "/account/second-factor", cookie, { password: STAFF_PASSWORD });
    expect(started.statusCode).toBe(200);
    expect(started.json().data.totp_uri).toMatch(/^otpauth:\/\/totp\//);
    const secret = started.json().data.secret as string;
    const badCode = totpCode(secret) === "123456" ? "654321" : "123456";
    const bad = await call("POST", "/account/second-factor/confirm", cookie, { code: badCode });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ message: staffAccountMessages.wrongCode });
    // Not on yet: the password alone still signs in.
    expect((await signIn(app, email)).response.json()).not.toHaveProperty("twoFactorRedirect");
  });

  it("an hr without a second factor is asked to set one up, and is let in once it is on", async () => {
    const email = "new-hr@staff.example";
    await newUser(email, "hr");
    const cookie = await signedInAs(email);
    const inbox = await call("GET", "/inbox/job-applications", cookie);
    expect(inbox.statusCode).toBe(403);
    expect(inbox.json()).toEqual({ message: staffAccountMessages.secondFactorSetupRequired });
    const { cookie: renewed } = await enrolSecondFactor(app, email, cookie);
    expect((await call("GET", "/inbox/job-applications", renewed)).statusCode).toBe(200);
  });
});

describe("password change and sessions", () => {
  it("a password change needs the current password and signs out every other session", async () => {
    const email = "changer@staff.example";
    await newUser(email);
    const here = await signedInAs(email);
    const elsewhere = await signedInAs(email);
    const wrong = await call("POST", "/account/password", here, {
      current_password: "not my password",
      new_password: "my second passphrase",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: staffAccountMessages.wrongPassword });

    const changed = await call("POST", "/account/password", here, {
      current_password: STAFF_PASSWORD,
      new_password: "my second passphrase",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const renewed = ([] as string[])
      .concat(changed.headers["set-cookie"] ?? [])
      .map((line) => line.split(";")[0])
      .join("; ");
    expect((await call("GET", "/me", renewed)).statusCode).toBe(200);
    expect((await call("GET", "/me", elsewhere)).statusCode).toBe(401);
    await signedInAs(email, "my second passphrase");
    expect(await auditActions(await userId(email))).toEqual(
      expect.arrayContaining(["password-change-refused", "password-change"]),
    );
  });

  it("lists one's own sessions, marks the current one, and signs out one or all others", async () => {
    const email = "traveller@staff.example";
    await newUser(email);
    const desk = await signedInAs(email);
    const phone = await signedInAs(email);
    const tablet = await signedInAs(email);
    const account = await call("GET", "/account", desk);
    expect(account.statusCode).toBe(200);
    const sessions = account.json().sessions as { id: string; current: boolean }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(account.json().second_factor).toEqual({ enabled: false, required: false });

    // Another user's session cannot be ended from here.
    const [ownersSession] = await app.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.userId, await userId("owner@staff.example")));
    expect((await call("DELETE", `/account/sessions/${ownersSession?.id}`, desk)).statusCode).toBe(404);
    expect((await call("GET", "/me", owner)).statusCode).toBe(200);

    const other = sessions.find((s) => !s.current);
    expect((await call("DELETE", `/account/sessions/${other?.id}`, desk)).statusCode).toBe(204);
    const stillIn = await Promise.all(
      [phone, tablet].map(async (c) => (await call("GET", "/me", c)).statusCode),
    );
    expect(stillIn.sort()).toEqual([200, 401]);

    const rest = await call("POST", "/account/sessions/sign-out-others", desk, {});
    expect(rest.json()).toEqual({ data: { signed_out: 1 } });
    for (const cookie of [phone, tablet]) expect((await call("GET", "/me", cookie)).statusCode).toBe(401);
    expect((await call("GET", "/me", desk)).statusCode).toBe(200);
    expect(await auditActions(await userId(email))).toEqual(
      expect.arrayContaining(["session-sign-out", "session-sign-out-others"]),
    );
  });
});

describe("invitations from the users list", () => {
  it("re-sends with a new link (the old one stops working) and withdraws", async () => {
    const invited = await call("POST", "/invitations", owner, {
      email: "maybe@staff.example",
      role: "sales",
    });
    expect(invited.statusCode).toBe(201);
    const id = invited.json().data.id as number;
    const [firstMail] = await mailsTo("maybe@staff.example", "staff-invitation");
    const firstToken = tokenIn(firstMail?.text, "/staff/accept-invite");

    const resent = await call("POST", `/invitations/${id}/resend`, owner, {});
    expect(resent.statusCode).toBe(200);
    const mails = await mailsTo("maybe@staff.example", "staff-invitation");
    expect(mails).toHaveLength(2);
    const secondToken = tokenIn(mails[0]?.text, "/staff/accept-invite");
    expect(secondToken).not.toBe(firstToken);
    const accept = (token: string) =>
      call("POST", "/invitations/accept", undefined, { token, name: "Maybe", password: STAFF_PASSWORD });
    expect((await accept(firstToken)).statusCode).toBe(404);

    expect((await call("DELETE", `/invitations/${id}`, owner)).statusCode).toBe(204);
    expect((await accept(secondToken)).statusCode).toBe(404);
    expect((await call("DELETE", `/invitations/${id}`, owner)).statusCode).toBe(404);
    expect(await auditActions(String(id))).toEqual(["invite", "invite-resend", "invite-withdraw"]);
  });

  it("lists expired invitations so they can be re-sent", async () => {
    await call("POST", "/invitations", owner, { email: "expired@staff.example", role: "hr" });
    const { staffInvitations } = await import("../src/db/schema.ts");
    await app.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, "expired@staff.example"));
    const list = await call("GET", "/users", owner);
    const row = (list.json().invitations as { email: string; expired: boolean; id: number }[]).find(
      (i) => i.email === "expired@staff.example",
    );
    expect(row?.expired).toBe(true);
    expect((await call("POST", `/invitations/${row?.id}/resend`, owner, {})).json().data.email).toBe(
      "expired@staff.example",
    );
  });
});
