import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffTwoFactors, staffUsers } from "../src/db/schema.ts";
import { createStaffUser } from "../src/staff/staff-users.ts";
import type { TestApp } from "./helpers.ts";
import {
  createStaffTestApp,
  enrolSecondFactor,
  STAFF_PASSWORD,
  signIn,
  signInSecondStep,
} from "./staff-helpers.ts";
import { totpCode } from "./totp.ts";

/*
 * A code from the authenticator app signs an account in once (ADR 0046): the same code again, or
 * the previous step's code (accepted only as an allowance for a slow clock) after a later one has
 * been used, is answered exactly like a wrong code.
 */

let app: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp({ seed: false }));
});
afterAll(() => close());

const STEP_MS = 30_000;

/**
 * The start of a time step with time to spare: the tests use a step's code and its neighbour's,
 * which must still be inside the window better-auth accepts when they reach it.
 */
async function stepWithRoom() {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return Date.now();
}

/** A sales account with an authenticator app set up; answers its key (base32). */
async function enrolled(email: string) {
  await createStaffUser(app.db, { email, name: "Someone", role: "sales", password: STAFF_PASSWORD });
  const { response, cookie } = await signIn(app, email);
  expect(response.statusCode, response.body).toBe(200);
  return (await enrolSecondFactor(app, email, cookie)).secret;
}

/** Password, then `code`: the answer of the second step. */
async function signInWith(email: string, code: string) {
  const first = await signIn(app, email);
  expect(first.response.statusCode, first.response.body).toBe(200);
  expect(first.response.json()).toMatchObject({ twoFactorRedirect: true });
  return (await signInSecondStep(app, first.cookie, code)).response;
}

/** A code that is not the account's at any step better-auth accepts around `at`. */
function wrongCode(secret: string, at: number) {
  const valid = new Set([-1, 0, 1].map((offset) => totpCode(secret, at + offset * STEP_MS)));
  return ["000000", "111111", "222222", "333333"].find((code) => !valid.has(code)) as string;
}

describe("TOTP codes are single-use per account", () => {
  it("refuses a second sign-in with the same code, as it refuses a wrong code", async () => {
    const email = "once@staff.example";
    const secret = await enrolled(email);
    const at = await stepWithRoom();
    const code = totpCode(secret, at);

    const first = await signInWith(email, code);
    expect(first.statusCode, first.body).toBe(200);

    const wrong = await signInWith(email, wrongCode(secret, at));
    const again = await signInWith(email, code);
    expect(wrong.statusCode).toBe(401);
    expect(again.statusCode, again.body).toBe(wrong.statusCode);
    expect(again.json()).toEqual(wrong.json());
  });

  it("refuses the previous step's code once the current step's has signed in", async () => {
    const email = "drift@staff.example";
    const secret = await enrolled(email);
    const at = await stepWithRoom();

    const current = await signInWith(email, totpCode(secret, at));
    expect(current.statusCode, current.body).toBe(200);

    const wrong = await signInWith(email, wrongCode(secret, at));
    const previous = await signInWith(email, totpCode(secret, at - STEP_MS));
    expect(previous.statusCode, previous.body).toBe(401);
    expect(previous.json()).toEqual(wrong.json());
  });

  it("accepts the previous step's code once, for a slow clock, and then the current one", async () => {
    const email = "slow-clock@staff.example";
    const secret = await enrolled(email);
    const at = await stepWithRoom();

    const previous = await signInWith(email, totpCode(secret, at - STEP_MS));
    expect(previous.statusCode, previous.body).toBe(200);
    const previousAgain = await signInWith(email, totpCode(secret, at - STEP_MS));
    expect(previousAgain.statusCode).toBe(401);
    const current = await signInWith(email, totpCode(secret, at));
    expect(current.statusCode, current.body).toBe(200);

    const [user] = await app.db.select().from(staffUsers).where(eq(staffUsers.email, email));
    const [factor] = await app.db.select().from(staffTwoFactors).where(eq(staffTwoFactors.userId, user!.id));
    expect(factor!.lastTotpStep).toBe(Math.floor(at / STEP_MS));
  });

  it("claims nothing when a new app is confirmed on the account page: its first sign-in may use the same code", async () => {
    const email = "new-app@staff.example";
    await createStaffUser(app.db, { email, name: "Someone", role: "sales", password: STAFF_PASSWORD });
    const { cookie } = await signIn(app, email);
    const secret = await enrolSecondFactor(app, email, cookie).then((enrolment) => enrolment.secret);
    const signedIn = await signInWith(email, totpCode(secret));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });
});
