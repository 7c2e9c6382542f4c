import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";

/** An address no other test (nor the other browser project) uses. */
export function uniqueEmail(label: string): string {
  const project = test.info().project.name;
  return `${label}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@guest.example`;
}

/** Mail bodies are quoted-printable: long lines are cut with "=" and odd bytes written as =XX. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The outbox's .eml files of one kind that contain the text, once the mail worker wrote them. */
export async function waitForMail(kind: string, contains: string): Promise<{ file: string; text: string }> {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error("E2E_OUTBOX_DIR is not set: run through the Playwright global setup");
  let found: { file: string; text: string } | undefined;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(dir).filter((f) => f.endsWith(`-${kind}.eml`));
        } catch {
          return false;
        }
        for (const file of files) {
          const text = decodeQuotedPrintable(readFileSync(join(dir, file), "utf8"));
          if (text.includes(contains)) {
            found = { file, text };
            return true;
          }
        }
        return false;
      },
      // The mail worker looks for new mail every 2 s; a busy machine may take several rounds.
      { timeout: 30_000, message: `a ${kind} mail containing ${contains}` },
    )
    .toBe(true);
  return found!;
}

/** The API (with the key, as the site's server calls it). */
export async function apiPost(path: string, body: unknown) {
  const response = await fetch(`${process.env.E2E_API_URL}/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "api-key": process.env.E2E_API_KEY ?? "" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { id?: number; message: string } };
}

/**
 * Someone with records of their own, sent as the public forms send them: a catering enquiry and a
 * newsletter subscription from a new address (which it answers).
 */
export async function personWithRecords(label: string): Promise<string> {
  const email = uniqueEmail(label);
  const enquiry = await apiPost("private-events-requests", {
    name: "Eleni Georgiou",
    email,
    phone: "+357 99 000000",
    required_date: "2027-05-01",
    location: "Limassol marina",
    additional_notes: "Buffet for 40",
    terms: true,
    type: "catering",
    website_id: 7,
  });
  expect(enquiry.status).toBe(201);
  expect((await apiPost("newsletter-subscription", { email, terms_and_conditions: true })).status).toBe(201);
  return email;
}

export async function firstLiveJob(): Promise<{ id: number; job_title: string }> {
  const response = await fetch(`${process.env.E2E_API_URL}/job-postings`, {
    headers: { "api-key": process.env.E2E_API_KEY ?? "" },
  });
  const { data } = (await response.json()) as { data: { id: number; job_title: string; status: string }[] };
  return data.find((j) => j.status !== "draft")!;
}

/** The idempotency key the open form carries (set once JavaScript runs). */
export async function idempotencyKey(dialog: Locator): Promise<string> {
  const input = dialog.locator('input[name="idempotency_key"]');
  await expect(input).toHaveValue(/.{8,}/);
  return input.inputValue();
}

/** Every focusable control reached by Tab stays inside the dialog. */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses = 25) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press("Tab");
    const inside = await dialog.evaluate((d) => d.contains(document.activeElement));
    expect(inside, `Tab ${i + 1} left the dialog`).toBe(true);
  }
}

/** The page behind the open dialog takes no focus and no clicks. */
export async function expectPageInert(page: Page) {
  const focusedOutside = await page.evaluate(() => {
    const link = document.querySelector<HTMLElement>("footer a");
    link?.focus();
    return document.activeElement === link;
  });
  expect(focusedOutside).toBe(false);
  expect(await page.evaluate(() => document.querySelector("dialog")?.matches(":modal"))).toBe(true);
}
