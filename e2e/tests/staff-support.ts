import { createHash } from "node:crypto";
import { closeSync, mkdirSync, openSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { totpCode } from "../../apps/api/test/totp.ts";
import type { StaffAccount, StaffAccounts, TestRole } from "../staff-accounts.ts";
import { openPage, waitForHydration, watchHydration } from "./support.ts";

export type { TestRole } from "../staff-accounts.ts";
export { STAFF_ROLES } from "../staff-accounts.ts";

/** The account of a role, made by the global setup through the invitation flow. */
export function staffAccount(role: TestRole): StaffAccount {
  const raw = process.env.E2E_STAFF_ACCOUNTS;
  if (!raw) throw new Error("E2E_STAFF_ACCOUNTS is not set: run through the Playwright global setup");
  return (JSON.parse(raw) as StaffAccounts)[role];
}

const TOTP_STEP_MS = 30_000;

/**
 * The app's code for one sign-in. A code signs an account in once (ADR 0046) and the workers sign
 * the same accounts in, so each sign-in claims a time step of its own for the account (a file made
 * exclusively per account and step) and waits for the next step when this one is taken or has
 * less than five seconds left.
 */
async function unusedCode(secret: string): Promise<string> {
  const folder = join(tmpdir(), "thalassa-e2e-totp-steps");
  mkdirSync(folder, { recursive: true });
  const account = createHash("sha256").update(secret).digest("hex").slice(0, 16);
  for (;;) {
    const now = Date.now();
    const left = TOTP_STEP_MS - (now % TOTP_STEP_MS);
    if (left > 5_000) {
      try {
        writeFileSync(join(folder, `${account}-${Math.floor(now / TOTP_STEP_MS)}`), "", { flag: "wx" });
        return totpCode(secret, now);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, left + 50));
  }
}

/**
 * Signs in on the sign-in page as a person would (with the current code from the authenticator app
 * for owner and hr), and waits for the staff overview.
 */
export async function signIn(page: Page, role: TestRole, returnTo?: string) {
  const account = staffAccount(role);
  await page.goto(returnTo ? `/staff/sign-in?return_to=${encodeURIComponent(returnTo)}` : "/staff/sign-in");
  await page.getByLabel("E-mail address").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (account.totpSecret) {
    await page.getByLabel("Code", { exact: true }).fill(await unusedCode(account.totpSecret));
    await page.getByRole("button", { name: "Continue" }).click();
  }
  await expect(page).not.toHaveURL(/\/staff\/sign-in/);
}

/** The API, as the site's server calls it (with the key), optionally with a staff cookie. */
export async function staffApiCall(
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { "api-key": process.env.E2E_API_KEY ?? "" };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${process.env.E2E_API_URL}/${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Files and CSV are not JSON.
  }
  return { status: response.status, headers: response.headers, body };
}

/**
 * Signs in as an editor (the page watching hydration first) and reads one block of the demo
 * content through the API: the block a test edits, as it was, and the cookie to put it back.
 */
export async function editorWithBlock<Block extends { block_name: string }>(
  page: Page,
  pageName: string,
  blockName: string,
) {
  await watchHydration(page);
  await signIn(page, "editor");
  const cookie = await staffCookieHeader(page);
  const list = await staffApiCall("GET", `staff/content/blocks?pageName=${pageName}`, { cookie });
  const block = (list.body as { data: Block[] }).data.find((item) => item.block_name === blockName);
  expect(block, `the demo content's ${pageName} ${blockName}`).toBeDefined();
  return { cookie, block: block as Block };
}

/**
 * Opens a folded section of a staff form (ADR 0062: a list, one of its items, a translation) as a
 * person does, by clicking its summary ("Carousel (3)", "Slide 1: …", "Greek (el) translation"),
 * so the fields inside can be reached; one already open stays open. `summary` is how the
 * summary's text starts; `scope` narrows the search (a list's group, for one of its items).
 */
export async function openFold(scope: Page | Locator, summary: string | RegExp) {
  const starts =
    typeof summary === "string" ? new RegExp(`^${summary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) : summary;
  const toggle = scope.locator("details > summary").filter({ hasText: starts, visible: true }).first();
  const fold = toggle.locator("xpath=..");
  if (!(await fold.evaluate((element) => (element as HTMLDetailsElement).open))) await toggle.click();
  await expect(fold).toHaveAttribute("open", "");
}

/** The staff cookies a signed-in page holds, as a Cookie header. */
export async function staffCookieHeader(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies
    .filter((cookie) => cookie.name.startsWith("thalassa_staff"))
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join("; ");
}

/**
 * Runs `work` while no other test (the other width's worker) holds the same lock: tests that
 * publish one shared block would otherwise overwrite each other's change. The lock is a file
 * created exclusively in the test run's data folder; waiting is a condition, polled.
 */
export async function withSharedContentLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const path = join(process.env.E2E_DATA_DIR ?? tmpdir(), `${name}.lock`);
  await expect
    .poll(
      () => {
        try {
          closeSync(openSync(path, "wx"));
          return true;
        } catch {
          return false;
        }
      },
      { message: `the ${name} lock`, timeout: 180_000 },
    )
    .toBe(true);
  try {
    return await work();
  } finally {
    rmSync(path, { force: true });
  }
}

/**
 * Deletes the item edited at `editPath` (/staff/content/<type>/<id>): a story a test publishes
 * without a picture would otherwise stay the site's newest for the tests after it, which read the
 * newest story as the demo's.
 */
export async function deleteContentItem(page: Page, editPath: string) {
  await page.goto(editPath);
  await page.getByRole("button", { name: /^Delete this / }).click();
  await expect(page).toHaveURL(/[?&]deleted=1/);
}

/**
 * Signs in as an editor (the page watching hydration first), opens a new news story and fills its
 * title, web address and, when given, its description as plain text; saving is the test's own step.
 */
export async function createNewsStory(
  page: Page,
  story: { title: string; slug: string; description?: string },
) {
  await watchHydration(page);
  await signIn(page, "editor");
  await page.goto("/staff/content/news/new");
  await waitForHydration(page);
  await page.getByLabel("Title", { exact: true }).fill(story.title);
  await page.getByLabel("Web address", { exact: true }).fill(story.slug);
  if (story.description !== undefined)
    await page.getByRole("textbox", { name: "Description", exact: true }).fill(story.description);
}

/**
 * The staff area's date-time fields read Cyprus time; this is the wall clock there, `ms` from now,
 * as a `datetime-local` field takes it ("2026-05-31T18:00:05", "2026-05-31T18:01"). Worked out here, not with the staff
 * area's own site-time.ts, so that a wrong zone there makes a scheduled item go live at the wrong time.
 */
export function cyprusClock(ms: number): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Nicosia",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(Date.now() + ms));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  const clock = `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
  // The field writes a whole minute without its seconds, and Playwright's fill checks the value
  // reads back as given: "18:00:00" would be refused as malformed.
  return part("second") === "00" ? clock : `${clock}:${part("second")}`;
}

/** A brand's Book Online address as /brands shows it now. */
export async function bookOnlineHref(page: Page, brandId: number) {
  await openPage(page, "/brands");
  return page
    .locator(`article[data-brand-id="${brandId}"]`)
    .getByRole("link", { name: /^Book Online/ })
    .getAttribute("href");
}

/** A catering enquiry sent as the public form sends it (through the API, with the site's key). */
export async function sendCateringEnquiry(enquiry: { name: string; email: string; notes: string }) {
  const sent = await fetch(`${process.env.E2E_API_URL}/private-events-requests`, {
    method: "POST",
    headers: { "api-key": process.env.E2E_API_KEY ?? "", "content-type": "application/json" },
    body: JSON.stringify({
      name: enquiry.name,
      email: enquiry.email,
      phone: "+357 99 000000",
      required_date: "2027-05-01",
      location: "Limassol marina",
      additional_notes: enquiry.notes,
      terms: true,
      type: "catering",
    }),
  });
  expect(sent.status).toBeLessThan(300);
}
