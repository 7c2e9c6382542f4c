import { expect, test } from "@playwright/test";
import { openPage } from "./support.ts";

for (const [path, title] of [
  ["/terms", "Terms & Conditions"],
  ["/privacy-policy", "Privacy Policy"],
  ["/accessibility", "Accessibility"],
] as const) {
  test(`${path}: hero and rich text, sanitised, in a reading measure`, async ({ page }) => {
    await openPage(page, path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const prose = page.locator("main .prose");
    await expect(prose.getByRole("heading", { level: 2 }).first()).toBeVisible();
    expect(await prose.locator("script, style, iframe, [onclick], [style]").count()).toBe(0);
    const width = await prose.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(900);
    await expect(page).toHaveTitle(/./);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
  });
}

test("/accessibility shows the statement the content API holds, not a copy of its own", async ({ page }) => {
  await openPage(page, "/accessibility");
  const prose = page.locator("main .prose");
  // Headings of the seeded Content block of the accessibility page.
  await expect(prose.getByRole("heading", { level: 2, name: "Our target" })).toBeVisible();
  await expect(prose.getByRole("heading", { level: 2, name: "Known limitations" })).toBeVisible();
  await expect(prose.getByText(/This statement was last reviewed on/)).toBeVisible();
});

test("/privacy-policy lists the retention periods the API deletes by, in place of its marker", async ({
  page,
}) => {
  await openPage(page, "/privacy-policy");
  const prose = page.locator("main .prose");
  const section = prose.getByRole("heading", { level: 2, name: "5. How long we keep your data" });
  await expect(section).toBeVisible();
  // The API's defaults (RETENTION_* settings), as the privacy policy promises them.
  await expect(
    prose.getByText(/^Private event and catering enquiries: 12 months after you send them\./),
  ).toBeVisible();
  await expect(
    prose.getByText(
      /^Job applications, with your CV and work permit: 6 months after the role's closing date/,
    ),
  ).toBeVisible();
  await expect(
    prose.getByText(/a sign-up is kept for 7 days until you open the confirmation link/),
  ).toBeVisible();
  await expect(prose.getByText(/for 6 years after the end of the year of purchase/)).toBeVisible();
  await expect(prose).not.toContainText("[[retention-periods]]");
});
