import { expect, test } from "@playwright/test";
import {
  apiPost,
  expectFocusTrapped,
  expectPageInert,
  idempotencyKey,
  uniqueEmail,
  waitForMail,
} from "./forms-support.ts";
import { openPage } from "./support.ts";

const PAGE = "/forms/catering";
const MESSAGES = [
  "Name is required",
  "E-mail is required",
  "Phone is required",
  "Required Date is required",
  "Location is required",
  "Additional Notes is required",
  "Terms and Conditions are required",
];

async function fillValid(dialog: import("@playwright/test").Locator, email: string) {
  await dialog.getByLabel("Name").fill("Eleni Georgiou");
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Phone").fill("+357 99 123456");
  await dialog.getByLabel("Required Date").fill("2027-05-01");
  await dialog.getByLabel("Location").fill("Limassol marina");
  await dialog.getByLabel("Additional Notes").fill("Buffet for 40 guests");
  await dialog.getByLabel(/Terms and Conditions/).check();
}

test.describe("catering enquiry with JavaScript", () => {
  test("errors word for word, focus on the first, then thank-you, record and mails", async ({ page }) => {
    await openPage(page, `${PAGE}?modal=catering&utm_source=e2e-catering`);
    const dialog = page.getByRole("dialog", { name: "Catering enquiry" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Additional Notes")).toHaveAttribute("rows", "4");
    await expect(dialog.getByLabel("Required Date")).toHaveAttribute("type", "date");

    await dialog.getByRole("button", { name: "Send enquiry" }).click();
    for (const message of MESSAGES) await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Name")).toHaveAccessibleDescription("Name is required");

    await dialog.getByLabel("E-mail").fill("eleni@");
    await dialog.getByLabel("E-mail").blur();
    await expect(dialog.getByText("Invalid email address", { exact: true })).toBeVisible();

    const email = uniqueEmail("catering");
    await fillValid(dialog, email);
    const key = await idempotencyKey(dialog);
    await dialog.getByRole("button", { name: "Send enquiry" }).click();
    await expect(dialog.getByRole("heading", { name: "Thank you for your enquiry!" })).toBeVisible();

    const team = await waitForMail("catering-team", email);
    expect(team.text).toContain("To: catering@");
    expect(team.text).toContain("Source: e2e-catering");
    await waitForMail("catering-confirmation", email);
    // The record is in the database: the same submission again answers the stored id.
    const again = await apiPost("private-events-requests", {
      name: "Eleni Georgiou",
      email,
      phone: "+357 99 123456",
      required_date: "2027-05-01",
      location: "Limassol marina",
      additional_notes: "Buffet for 40 guests",
      terms: true,
      type: "catering",
      idempotency_key: key,
    });
    expect(again.status).toBe(200);
    expect(team.text).toContain(`E-${again.body.id}`);

    // Explore closes and resets the form.
    await dialog.getByRole("link", { name: "Explore" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/modal=/);
    await page.getByRole("link", { name: "Send a catering enquiry" }).click();
    await expect(dialog.getByLabel("Name")).toHaveValue("");
  });

  test("keyboard: opens from its button, traps focus, Escape closes and returns focus", async ({ page }) => {
    await openPage(page, PAGE);
    const opener = page.getByRole("link", { name: "Send a catering enquiry" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Catering enquiry" });
    await expect(dialog).toBeVisible();
    await expectPageInert(page);
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe("catering enquiry without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain post returns with the messages and what was typed, then succeeds", async ({ page }) => {
    await openPage(page, `${PAGE}?modal=catering`);
    const dialog = page.getByRole("dialog", { name: "Catering enquiry" });
    await dialog.getByLabel("Name").fill("Nikos");
    await dialog.getByLabel("E-mail").fill("nikos@");
    await dialog.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page).toHaveURL(/\/forms\/catering\?modal=catering$/);
    await expect(dialog.getByText("Invalid email address", { exact: true })).toBeVisible();
    for (const message of MESSAGES.slice(2))
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue("Nikos");
    await expect(dialog.getByLabel("E-mail")).toHaveValue("nikos@");

    const email = uniqueEmail("catering-nojs");
    await fillValid(dialog, email);
    await dialog.getByRole("button", { name: "Send enquiry" }).click();
    await expect(dialog.getByRole("heading", { name: "Thank you for your enquiry!" })).toBeVisible();
    await waitForMail("catering-team", email);
    // The outcome is shown once: a reload shows a fresh form.
    await page.reload();
    await expect(dialog.getByRole("button", { name: "Send enquiry" })).toBeVisible();
  });
});
