import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

/**
 * One staff account per role, made the way a fresh install makes them: the owner from the
 * command-line invitation, the others invited by that owner on the site's users page, each link
 * read from the mail outbox and accepted on the site's accept-invite page.
 */

export const STAFF_ROLES = ["owner", "editor", "hr", "sales"] as const;
export type TestRole = (typeof STAFF_ROLES)[number];
export interface StaffAccount {
  email: string;
  password: string;
  name: string;
}
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

/** The invitation link mailed to an address, once the API's mail worker wrote it to the outbox. */
export async function invitationLinkFromOutbox(
  outbox: string,
  email: string,
  timeoutMs = 60_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((file) => file.endsWith("-staff-invitation.eml"));
    } catch {
      // The outbox folder appears with the first mail.
    }
    for (const file of files) {
      const mail = decodeQuotedPrintable(readFileSync(join(outbox, file), "utf8"));
      if (!mail.includes(email)) continue;
      const link = /https?:\/\/\S+\/staff\/accept-invite\?token=[\w%-]+/.exec(mail)?.[0];
      if (link) return link;
    }
    // Polling a folder the mail worker writes to: the condition is the file, the pause only paces it.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No invitation mail for ${email} in ${outbox} within ${timeoutMs} ms`);
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

/** Every role's account, made through the invitation flow on a fresh stack. */
export async function createStaffAccounts(
  siteUrl: string,
  outbox: string,
  ownerLink: string,
): Promise<StaffAccounts> {
  const ownerCookie = await acceptInvitation(siteUrl, ownerLink, accountFor("owner"));
  if (!ownerCookie) throw new Error("The owner's invitation gave no session cookie");
  for (const role of STAFF_ROLES.filter((one) => one !== "owner")) {
    const account = accountFor(role);
    const { response } = await postForm(
      siteUrl,
      "/staff/users",
      { intent: "invite", email: account.email, role },
      ownerCookie,
    );
    if (response.status !== 200) throw new Error(`Inviting ${account.email} answered ${response.status}`);
    await acceptInvitation(siteUrl, await invitationLinkFromOutbox(outbox, account.email), account);
  }
  return Object.fromEntries(STAFF_ROLES.map((role) => [role, accountFor(role)])) as StaffAccounts;
}
