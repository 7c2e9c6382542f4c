// Staff accounts made the way a fresh install makes them: `staff:invite-owner` (the built CLI) on
// the drill's database before the API opens it, then the one-time link accepted on the site's
// accept-invite page, which answers with the session cookie.

import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort, repoRoot } from "../lib/stack.mjs";

export const OWNER = {
  email: "owner@drill.thalassa.test",
  password: "owner-password-for-the-drill",
  name: "Drill Owner",
};
/** A second owner, so the concurrent guesses do not meet the first owner's lock-out. */
export const SECOND_OWNER = {
  email: "second@drill.thalassa.test",
  password: "second-password-for-the-drill",
  name: "Drill Second",
};

/** Runs the invitation CLI on the (not yet opened) database; returns the printed one-time link. */
export async function inviteOwner(email, env) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(repoRoot, "apps/api/dist/invite-owner.js"), email],
    {
      cwd: join(repoRoot, "apps/api"),
      // A port of its own: the CLI refuses to run while an API answers on its port.
      env: { ...process.env, NODE_ENV: "production", API_PORT: String(await freePort()), ...env },
    },
  );
  const link = /One-time link: (\S+)/.exec(stdout)?.[1];
  if (!link) throw new Error(`staff:invite-owner printed no link:\n${stdout}`);
  return link;
}

/** The name=value pairs of an answer's Set-Cookie lines (cleared cookies left out). */
export function cookiesOf(response) {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair.includes("=") && !pair.endsWith("="))
    .join("; ");
}

/** Accepts an invitation on the site's page as a browser without JavaScript would; answers the session cookie. */
export async function acceptInvitation(webOrigin, link, account) {
  const token = new URL(link).searchParams.get("token") ?? "";
  const response = await fetch(`${webOrigin}/staff/accept-invite`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: webOrigin },
    body: new URLSearchParams({ token, name: account.name, password: account.password }),
    signal: AbortSignal.timeout(30_000),
  });
  const cookie = cookiesOf(response);
  if (![302, 303].includes(response.status) || !cookie)
    throw new Error(
      `Accepting the invitation of ${account.email} answered ${response.status} without a session`,
    );
  return cookie;
}

/** A form posted as a browser without JavaScript would, from the site's own origin. */
export const sitePost = (webOrigin) => (url, fields, cookie) =>
  fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: webOrigin,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
    signal: AbortSignal.timeout(30_000),
  });

/** The current code of an authenticator app holding `secret` (RFC 6238, as the tests compute it). */
async function codeFor(secret) {
  // Loaded when called: the drill's entry is first read by whatever Node started it, before it
  // re-runs itself on the project's Node 24, which reads TypeScript.
  const { totpCode } = await import("../../apps/api/test/totp.ts");
  return totpCode(secret);
}

/**
 * Owners sign in with a second factor (ADR 0037): sets up the authenticator app on the account
 * page as a browser without JavaScript would (password, then the code computed from the key the
 * page shows). Answers the renewed session cookie; `withSecret` also answers the key.
 */
export async function enrolSecondFactor(
  webOrigin,
  cookie,
  password,
  { post = sitePost(webOrigin), withSecret = false } = {},
) {
  const account = `${webOrigin}/staff/account`;
  const started = await post(account, { intent: "second-factor-start", password }, cookie);
  const secret = /secret=([A-Z2-7]+)/.exec(await started.text())?.[1];
  if (!secret) throw new Error(`The account page showed no authenticator key (${started.status})`);
  const confirmed = await post(
    account,
    { intent: "second-factor-confirm", code: await codeFor(secret) },
    cookie,
  );
  const renewed = cookiesOf(confirmed);
  if (![302, 303].includes(confirmed.status) || !renewed)
    throw new Error(`Confirming the second factor answered ${confirmed.status} without a session`);
  return withSecret ? { cookie: renewed, secret } : renewed;
}

/**
 * Signs in on the site's sign-in page with the password and then the app's current code, as a
 * browser without JavaScript would. Answers the status of each step and the session cookie.
 */
export async function signInWithCode(webOrigin, account, secret, { post = sitePost(webOrigin) } = {}) {
  const page = `${webOrigin}/staff/sign-in`;
  const password = await post(page, {
    email: account.email,
    password: account.password,
    return_to: "/staff",
  });
  const challenge = cookiesOf(password);
  const code = await post(
    page,
    { intent: "code", code: await codeFor(secret), return_to: "/staff" },
    challenge,
  );
  return { passwordStatus: password.status, codeStatus: code.status, cookie: cookiesOf(code) };
}
