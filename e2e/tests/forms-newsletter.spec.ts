import { expect, test } from "@playwright/test";
import { expectFocusTrapped, expectPageInert, uniqueEmail, waitForMail } from "./forms-support.ts";
import { openPage } from "./support.ts";

test.describe("newsletter with JavaScript", () => {
  test("the form's code loads as the visitor scrolls towards the footer, not with the page", async ({
    page,
  }) => {
    const formCode: string[] = [];
    page.on("request", (request) => {
      if (/\/newsletter-modal-[\w-]+\.js$/.test(request.url())) formCode.push(request.url());
    });
    await openPage(page, "/");
    await page.waitForLoadState("networkidle");
    expect(formCode, "loaded with the page").toEqual([]);

    // A scroll, no hover, no focus: the Subscribe link coming near the screen starts the download.
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(() => formCode.length).toBe(1);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /subscribe/i })
      .click();
    await expect(page.getByRole("dialog", { name: "Subscribe to our newsletter" })).toBeVisible();
  });

  test("opens from the footer, validates, subscribes, Explore closes; the link confirms, the welcome unsubscribes", async ({
    page,
  }) => {
    await openPage(page, "/");
    const opener = page.getByRole("contentinfo").getByRole("link", { name: /subscribe/i });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Subscribe to our newsletter" });
    await expect(dialog).toBeVisible();
    await expectPageInert(page);

    await dialog.getByRole("button", { name: "Subscribe" }).click();
    await expect(dialog.getByText("Email is required", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Terms and Conditions are required", { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await dialog.getByLabel("Email").fill("reader@");
    await dialog.getByLabel("Email").blur();
    await expect(dialog.getByText("Invalid email address", { exact: true })).toBeVisible();

    const email = uniqueEmail("reader");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel(/Terms and Conditions/).check();
    await dialog.getByRole("button", { name: "Subscribe" }).click();
    await expect(dialog.getByRole("heading", { name: "Thank you for subscribing!" })).toBeVisible();
    await expect(dialog.getByText(/We have sent a confirmation link to your e-mail address/)).toBeVisible();
    await dialog.getByRole("link", { name: "Explore" }).click();
    await expect(dialog).toBeHidden();

    // Double opt-in: only the link in the first mail subscribes.
    const confirmMail = await waitForMail("newsletter-confirm-link", email);
    const confirmLink = confirmMail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/)?.[0];
    expect(confirmLink).toBeTruthy();
    await openPage(page, new URL(confirmLink!).pathname + new URL(confirmLink!).search);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Your subscription is confirmed. Welcome to our newsletter!",
    );

    const mail = await waitForMail("newsletter-confirmation", email);
    const link = mail.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    await openPage(page, new URL(link!).pathname + new URL(link!).search);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByText("You have been unsubscribed from our newsletter.")).toBeVisible();
  });

  test("keyboard: trapped focus, Escape returns to the footer link", async ({ page }) => {
    await openPage(page, "/");
    const opener = page.getByRole("contentinfo").getByRole("link", { name: /subscribe/i });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Subscribe to our newsletter" });
    await expect(dialog).toBeVisible();
    await expectFocusTrapped(page, dialog, 10);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe("newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain post subscribes and thanks", async ({ page }) => {
    await openPage(page, "/?modal=newsletter");
    const dialog = page.getByRole("dialog", { name: "Subscribe to our newsletter" });
    await dialog.getByLabel("Email").fill("reader@");
    await dialog.getByRole("button", { name: "Subscribe" }).click();
    await expect(dialog.getByText("Invalid email address", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Terms and Conditions are required", { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Email")).toHaveValue("reader@");
    const email = uniqueEmail("reader-nojs");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel(/Terms and Conditions/).check();
    await dialog.getByRole("button", { name: "Subscribe" }).click();
    await expect(dialog.getByRole("heading", { name: "Thank you for subscribing!" })).toBeVisible();
    await expect(dialog.getByText(/We have sent a confirmation link to your e-mail address/)).toBeVisible();
    const mail = await waitForMail("newsletter-confirm-link", email);
    const link = new URL(mail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/)![0]);
    await openPage(page, link.pathname + link.search);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Your subscription is confirmed. Welcome to our newsletter!",
    );
  });
});
