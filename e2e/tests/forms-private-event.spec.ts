import { expect, type Locator, test } from "@playwright/test";
import { apiPost, expectFocusTrapped, idempotencyKey, uniqueEmail, waitForMail } from "./forms-support.ts";
import { openPage } from "./support.ts";

const PAGE = "/forms/private-event";

async function fillValid(dialog: Locator, email: string) {
  await dialog.getByLabel("Name").fill("Andreas Ioannou");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill("99000000");
  await dialog.getByLabel("Occasion").fill("Birthday");
  await dialog.getByLabel("Required Date").fill("2027-06-01");
  await dialog.getByLabel("Number of Guests").fill("12");
  await dialog.getByLabel("Preferred Area").selectOption({ index: 1 });
  await dialog.getByLabel("Additional Notes").fill("A table by the sea");
  await dialog.getByLabel(/Terms and Conditions/).check();
}

test.describe("private event enquiry with JavaScript", () => {
  test("messages of §5, restaurant areas only, thank-you, record and mails", async ({ page }) => {
    await openPage(page, `${PAGE}?modal=enquiry-form`);
    const dialog = page.getByRole("dialog", { name: "Private event enquiry" });
    await expect(dialog).toBeVisible();
    const areas = await dialog.getByLabel("Preferred Area").locator("option").allTextContents();
    expect(areas.slice(1).length).toBeGreaterThan(0);
    expect(areas).not.toContain("Thalassa Group");

    await dialog.getByRole("button", { name: "Send enquiry" }).click();
    for (const message of [
      "Name is required",
      "Email is required",
      "Phone is required",
      "Occasion is required",
      "Required Date is required",
      "Number of Guests is required",
      "This field is required",
      "Additional Notes is required",
      "Terms and Conditions are required",
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await dialog.getByLabel("Number of Guests").fill("0");
    await dialog.getByLabel("Number of Guests").blur();
    await expect(dialog.getByText("Minimum value is 1", { exact: true })).toBeVisible();

    const email = uniqueEmail("celebrate");
    await fillValid(dialog, email);
    const key = await idempotencyKey(dialog);
    await dialog.getByRole("button", { name: "Send enquiry" }).click();
    await expect(dialog.getByRole("heading", { name: "Thank you for your enquiry!" })).toBeVisible();
    const team = await waitForMail("enquiry-team", email);
    expect(team.text).toContain("Number of guests: 12");
    await waitForMail("enquiry-confirmation", email);
    const again = await apiPost("private-events-requests", {
      name: "x",
      email,
      phone: "1",
      occasion: "x",
      required_date: "2027-06-01",
      num_of_guests: 1,
      website_id: 4,
      additional_notes: "x",
      terms: true,
      idempotency_key: key,
    });
    expect(again.status).toBe(200);
    expect(team.text).toContain(`E-${again.body.id}`);

    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("keyboard: focus stays in the dialog; Escape closes", async ({ page }) => {
    await openPage(page, PAGE);
    const opener = page.getByRole("link", { name: "Send an enquiry" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Private event enquiry" });
    await expect(dialog).toBeVisible();
    await expectFocusTrapped(page, dialog, 30);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe("private event enquiry without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("errors come back with the typed values; a valid post thanks", async ({ page }) => {
    await openPage(page, `${PAGE}?modal=enquiry-form`);
    const dialog = page.getByRole("dialog", { name: "Private event enquiry" });
    await dialog.getByLabel("Occasion").fill("Wedding");
    await dialog.getByRole("button", { name: "Send enquiry" }).click();
    await expect(dialog.getByText("Name is required", { exact: true })).toBeVisible();
    await expect(dialog.getByText("This field is required", { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Occasion")).toHaveValue("Wedding");

    const email = uniqueEmail("celebrate-nojs");
    await fillValid(dialog, email);
    await dialog.getByRole("button", { name: "Send enquiry" }).click();
    await expect(dialog.getByRole("heading", { name: "Thank you for your enquiry!" })).toBeVisible();
    await waitForMail("enquiry-team", email);
  });
});
