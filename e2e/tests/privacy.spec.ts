import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { personWithRecords } from "./forms-support.ts";
import { signIn } from "./staff-support.ts";
import { openPage } from "./support.ts";

test("an owner finds what is held for an address, downloads it as a ZIP and erases it", async ({ page }) => {
  const email = await personWithRecords("subject");

  await signIn(page, "owner", "/staff/subject-requests");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subject requests");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Find records" }).click();
  const found = page.getByRole("table", { name: `Records held for ${email}` });
  await expect(found).toBeVisible();
  await expect(found.getByRole("row", { name: /Enquiries \(private events, catering\) 1/ })).toBeVisible();
  await expect(found.getByRole("row", { name: /Newsletter subscriptions 1/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download everything (ZIP)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^subject-request-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = readFileSync((await download.path())!);
  expect(zip.subarray(0, 2).toString()).toBe("PK");

  // Pressed without the box, the page says why beside it and erases nothing.
  await page.getByRole("button", { name: `Erase everything for ${email}` }).click();
  await expect(page.getByRole("alert")).toHaveText("Tick the box first: an erasure cannot be undone.");
  await expect(page.getByLabel("I understand that this cannot be undone")).toBeFocused();
  await expect(found).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("I understand that this cannot be undone").check();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByRole("button", { name: `Erase everything for ${email}` }).click();
  await expect(page.getByRole("status")).toContainText("Everything held for this address was erased.");
  await expect(page.getByRole("status")).toContainText("newsletter suppression list");
  await expect(page.getByRole("table", { name: `Records erased for ${email}` })).toBeVisible();

  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Find records" }).click();
  await expect(page.getByRole("status")).toHaveText(`Nothing is held for ${email}.`);
});

test("a newsletter confirmation link that is not valid says so", async ({ page }) => {
  await openPage(page, "/newsletter/confirm?token=not-a-real-confirmation-token");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("alert")).toHaveText("This confirmation link is not valid.");
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("the cookie choice without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("gives the browser a random consent id for the server's log", async ({ page }) => {
    await page.goto("/about");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.getByRole("button", { name: "Reject" }).click();
    await expect(banner).toHaveCount(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "RestaurantsCookiesConsent")?.value).toBe("false");
    expect(cookies.find((c) => c.name === "consent_id")?.value).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});
