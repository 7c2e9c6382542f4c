import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { totpCode } from "../apps/api/test/totp.ts";

/**
 * One staff account per role, made the way a fresh install makes them: the owner from the
 * command-line invitation, the others invited by that owner on the site's users page, each link
 * read from the mail outbox and accepted on the site's accept-invite page.
 */

export const STAFF_ROLES = ["owner", "editor", "hr", "sales", "marketing"] as const;
export type TestRole = (typeof STAFF_ROLES)[number];
export interface StaffAccount {
  email: string;
  password: string;
  name: string;
  /** The base32 key of the authenticator app the account set up (owner and hr must, ADR 0037). */
  totpSecret?: string;
}

/** Roles that sign in with a second factor (the contract's staffSecondFactorRoles). */
export const SECOND_FACTOR_ROLES: readonly TestRole[] = ["owner", "hr"];
export type StaffAccounts = Record<TestRole, StaffAccount>;

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..");

export function accountFor(role: TestRole): StaffAccount {
  const label = role === "hr" ? "HR" : role.charAt(0).toUpperCase() + role.slice(1);
  return {
    email: `${role}@staff.thalassa.test`,
    password: `${role}-password-for-tests`,
    name: `${label} Tester`,
  };
}

/**
 * `npm run staff:invite-owner` on the test database before the API opens it (the embedded
 * database is one process's); returns the one-time link it prints.
 */
export async function inviteOwnerOnFreshDatabase(env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(repoRoot, "apps/api/dist/invite-owner.js"), accountFor("owner").email],
    { cwd: join(repoRoot, "apps/api"), env: { ...process.env, NODE_ENV: "production", ...env } },
  );
  const link = /One-time link: (\S+)/.exec(stdout)?.[1];
  if (!link) throw new Error(`staff:invite-owner printed no link:\n${stdout}`);
  return link;
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The newest link to `path` in a mail of `kind` to an address, once the API's mail worker wrote it to the outbox. */
export async function linkFromOutbox(
  outbox: string,
  email: string,
  kind: string,
  path: string,
  timeoutMs = 60_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`https?://\\S+${path.replace(/[/]/g, "\\/")}\\?token=[\\w%-]+`);
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox)
        .filter((file) => file.endsWith(`-${kind}.eml`))
        .sort()
        .reverse();
    } catch {
      // The outbox folder appears with the first mail.
    }
    for (const file of files) {
      const mail = decodeQuotedPrintable(readFileSync(join(outbox, file), "utf8"));
      if (!mail.includes(email)) continue;
      const link = pattern.exec(mail)?.[0];
      if (link) return link;
    }
    // Polling a folder the mail worker writes to: the condition is the file, the pause only paces it.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No ${kind} mail for ${email} in ${outbox} within ${timeoutMs} ms`);
}

/** The invitation link mailed to an address. */
export function invitationLinkFromOutbox(outbox: string, email: string, timeoutMs = 60_000): Promise<string> {
  return linkFromOutbox(outbox, email, "staff-invitation", "/staff/accept-invite", timeoutMs);
}

/** Posts a form to the site as a browser without JavaScript would, keeping the cookies it sets. */
async function postForm(siteUrl: string, path: string, fields: Record<string, string>, cookie = "") {
  const response = await fetch(new URL(path, siteUrl), {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: new URL(siteUrl).origin,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
  const cookies = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => !pair.endsWith("="));
  return { response, cookie: cookies.join("; ") || cookie };
}

/** Accepts an invitation on the site; answers the new account's session cookie. */
async function acceptInvitation(siteUrl: string, link: string, account: StaffAccount): Promise<string> {
  const token = new URL(link).searchParams.get("token") ?? "";
  const { response, cookie } = await postForm(siteUrl, "/staff/accept-invite", {
    token,
    name: account.name,
    password: account.password,
  });
  if (response.status !== 302 && response.status !== 303) {
    throw new Error(`Accepting the invitation of ${account.email} answered ${response.status}`);
  }
  return cookie;
}

/**
 * Sets up the authenticator app on the account page as a person would: password, then the code
 * computed from the key the page shows. Answers the key and the renewed session cookie.
 */
export async function enrolSecondFactorOnSite(siteUrl: string, cookie: string, password: string) {
  const started = await postForm(
    siteUrl,
    "/staff/account",
    { intent: "second-factor-start", password },
    cookie,
  );
  const secret = /secret=([A-Z2-7]+)/.exec(await started.response.text())?.[1];
  if (!secret) throw new Error(`The account page showed no key (${started.response.status})`);
  const confirmed = await postForm(
    siteUrl,
    "/staff/account",
    { intent: "second-factor-confirm", code: totpCode(secret) },
    cookie,
  );
  if (confirmed.response.status !== 302 && confirmed.response.status !== 303) {
    throw new Error(`Confirming the second factor answered ${confirmed.response.status}`);
  }
  return { secret, cookie: confirmed.cookie };
}

/**
 * One account invited by an owner (their session cookie) on the users page and accepted on the
 * site, with the authenticator app set up for the roles that need one. Answers the new account's
 * session cookie and its key.
 */
export async function inviteStaffAccount(
  siteUrl: string,
  outbox: string,
  ownerCookie: string,
  role: TestRole,
  account: StaffAccount,
): Promise<{ cookie: string; totpSecret?: string }> {
  const { response } = await postForm(
    siteUrl,
    "/staff/users",
    { intent: "invite", email: account.email, role },
    ownerCookie,
  );
  if (response.status !== 200) throw new Error(`Inviting ${account.email} answered ${response.status}`);
  const cookie = await acceptInvitation(
    siteUrl,
    await invitationLinkFromOutbox(outbox, account.email),
    account,
  );
  if (!SECOND_FACTOR_ROLES.includes(role)) return { cookie };
  const enrolled = await enrolSecondFactorOnSite(siteUrl, cookie, account.password);
  return { cookie: enrolled.cookie, totpSecret: enrolled.secret };
}

/** Every role's account, made through the invitation flow on a fresh stack. */
export async function createStaffAccounts(
  siteUrl: string,
  outbox: string,
  ownerLink: string,
): Promise<StaffAccounts> {
  const owner = accountFor("owner");
  const firstCookie = await acceptInvitation(siteUrl, ownerLink, owner);
  if (!firstCookie) throw new Error("The owner's invitation gave no session cookie");
  const secrets: Partial<Record<TestRole, string>> = {};
  const enrolled = await enrolSecondFactorOnSite(siteUrl, firstCookie, owner.password);
  secrets.owner = enrolled.secret;
  const ownerCookie = enrolled.cookie;
  for (const role of STAFF_ROLES.filter((one) => one !== "owner")) {
    const made = await inviteStaffAccount(siteUrl, outbox, ownerCookie, role, accountFor(role));
    secrets[role] = made.totpSecret;
  }
  return Object.fromEntries(
    STAFF_ROLES.map((role) => [role, { ...accountFor(role), totpSecret: secrets[role] }]),
  ) as StaffAccounts;
}
