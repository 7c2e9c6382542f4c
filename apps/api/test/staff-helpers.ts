import { type StaffRole, staffNeedsSecondFactor } from "@thalassa/contract/staff";
import { createStaffUser } from "../src/staff/staff-users.ts";
import { buildTestApp, type TestApp, withKey } from "./helpers.ts";
import { totpCode } from "./totp.ts";

export const STAFF_PASSWORD = "correct horse battery staple";
export const SITE_ORIGIN = "http://localhost:3000";

export function staffEmail(role: StaffRole) {
  return `${role}@staff.example`;
}

/**
 * Signs in through better-auth and returns the Cookie header value for later requests. `from` is
 * the client's address (an untrusted one, so the API counts it as the source); loopback unless given.
 */
export async function signIn(app: TestApp, email: string, password = STAFF_PASSWORD, from?: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: SITE_ORIGIN, "content-type": "application/json" },
    payload: { email, password },
    ...(from ? { remoteAddress: from } : {}),
  });
  const cookies = ([] as string[]).concat(response.headers["set-cookie"] ?? []);
  const cookie = cookies.map((c) => c.split(";")[0]).join("; ");
  return { response, cookie, setCookies: cookies };
}

function cookieHeader(setCookies: string | string[] | undefined, previous = "") {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const line of ([] as string[]).concat(setCookies ?? [])) {
    const pair = line.split(";")[0] ?? "";
    const name = pair.slice(0, pair.indexOf("="));
    if (/max-age=0/i.test(line) || pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** The second step of a sign-in: the challenge cookie of the password step and a code. */
export async function signInSecondStep(
  app: TestApp,
  challengeCookie: string,
  code: string,
  recovery = false,
) {
  const response = await app.inject({
    method: "POST",
    url: `/api/auth/two-factor/${recovery ? "verify-backup-code" : "verify-totp"}`,
    headers: { origin: SITE_ORIGIN, "content-type": "application/json", cookie: challengeCookie },
    payload: { code },
  });
  return { response, cookie: cookieHeader(response.headers["set-cookie"], challengeCookie) };
}

/** The TOTP secret (base32) of each account that set one up through enrolSecondFactor, by e-mail. */
export const totpSecrets = new Map<string, string>();

/**
 * Sets up a TOTP app on a signed-in account through the account routes, as the account page does:
 * password → key and recovery codes → the first code confirms. Answers the renewed cookie.
 */
export async function enrolSecondFactor(app: TestApp, email: string, cookie: string) {
  const started = await app.inject({
    method: "POST",
    url: "/api/v1/staff/account/second-factor",
    headers: { ...withKey, cookie },
    payload: { password: STAFF_PASSWORD },
  });
  if (started.statusCode !== 200) throw new Error(`second-factor set-up failed: ${started.body}`);
  const { secret, recovery_codes } = started.json().data as { secret: string; recovery_codes: string[] };
  const confirmed = await app.inject({
    method: "POST",
    url: "/api/v1/staff/account/second-factor/confirm",
    headers: { ...withKey, cookie },
    payload: { code: totpCode(secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`second-factor confirm failed: ${confirmed.body}`);
  totpSecrets.set(email, secret);
  return {
    secret,
    recoveryCodes: recovery_codes,
    cookie: cookieHeader(confirmed.headers["set-cookie"], cookie),
  };
}

/** Password, then (for an account with a TOTP app) the current code: a full sign-in. */
export async function signInFully(app: TestApp, email: string, password = STAFF_PASSWORD) {
  const first = await signIn(app, email, password);
  const secret = totpSecrets.get(email);
  if (first.response.statusCode !== 200 || !secret) return first;
  const second = await signInSecondStep(app, first.cookie, totpCode(secret));
  return { response: second.response, cookie: second.cookie, setCookies: [] as string[] };
}

/**
 * One account per role, signed in: role → Cookie header. Owner and hr set up a TOTP app first, as
 * they must (ADR 0037), and then sign in with password and code.
 */
export async function staffSessions(app: TestApp, roles: readonly StaffRole[]) {
  const sessions = {} as Record<StaffRole, string>;
  for (const role of roles) {
    const email = staffEmail(role);
    await createStaffUser(app.db, { email, name: `Test ${role}`, role, password: STAFF_PASSWORD });
    let { response, cookie } = await signIn(app, email);
    if (response.statusCode !== 200) throw new Error(`sign-in as ${role} failed: ${response.body}`);
    if (staffNeedsSecondFactor(role)) {
      await enrolSecondFactor(app, email, cookie);
      ({ response, cookie } = await signInFully(app, email));
      if (response.statusCode !== 200) throw new Error(`second step as ${role} failed: ${response.body}`);
    }
    sessions[role] = cookie;
  }
  return sessions;
}

/** The API for staff tests: many sign-ins from one test client, so the per-client limit is raised. */
export function createStaffTestApp(options: Parameters<typeof buildTestApp>[0] = {}) {
  return buildTestApp({ rateLimit: { max: 10_000, windowMs: 60_000 }, ...options });
}

/** A staff content API call (`/staff/content…`) with the site's key and a person's session cookie. */
export type StaffContentMethod = "GET" | "POST" | "PUT" | "DELETE";

export function staffContentCall(
  app: TestApp,
  method: StaffContentMethod,
  url: string,
  cookie: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/api/v1/staff/content${url}`,
    headers: { ...withKey, cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
