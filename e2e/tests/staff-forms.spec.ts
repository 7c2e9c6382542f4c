import { expect, type Locator, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { editorWithBlock } from "./staff-support.ts";
import { waitForHydration } from "./support.ts";

/*
 * The long staff forms fit (ADR 0062): their lists and translations folded, the main button in a
 * bar that stays on screen, a tool's result beside the tool. One page load per form.
 */

/** The form's height, at most three screens with its sections folded. */
async function expectFormFits(page: Page) {
  const screen = page.viewportSize()?.height ?? 800;
  const height = await page.locator("#content-form").evaluate((form) => form.getBoundingClientRect().height);
  test
    .info()
    .annotations.push({ type: "form height", description: `${page.url()}: ${Math.round(height)} px` });
  expect(height).toBeLessThanOrEqual(3 * screen);
}

/** The bar's main button is on screen at the page's end and at its top. */
async function expectButtonStays(page: Page, button: Locator) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(button).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(button).toBeInViewport();
}

test("the home hero and the largest menu fit in three screens, keep their main button on screen, and show a tool's result beside it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { block } = await editorWithBlock<{ id: number; block_name: string }>(page, "home", "HeroBlock");

  await page.goto(`/staff/content/blocks/${block.id}`);
  await waitForHydration(page);
  // The desktop slides open as the first list, each slide folded under its title; the rest folded.
  await expect(page.locator("summary", { hasText: /^Carousel \(3\)$/ })).toBeVisible();
  await expect(page.locator("details:has(> summary:text-matches('^Carousel \\\\(3\\\\)$'))")).toHaveAttribute(
    "open",
    "",
  );
  await expect(page.locator("summary", { hasText: /^Slide 1: / }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Greek \(el\) translation/ })).toBeVisible();
  await expectFormFits(page);
  const bar = page.getByRole("region", { name: "Save this page block" });
  // The block's state beside its buttons (another test may publish or draft the hero meanwhile).
  await expect(bar.getByText(/^(Live|Draft|Scheduled)$/)).toBeVisible();
  await expectButtonStays(page, bar.getByRole("button", { name: "Publish", exact: true }));
  expect(await axeViolations(page)).toEqual([]);

  // The menus list names each menu's brand; Kyma Beach's "All day" is the demo's largest menu.
  await page.goto("/staff/content/menu-cards");
  await page.getByRole("link", { name: "Kyma Beach: All day", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("All day");
  await waitForHydration(page);
  await expectFormFits(page);
  await expectButtonStays(
    page,
    page.getByRole("region", { name: "Save this menu" }).getByRole("button", { name: "Update", exact: true }),
  );

  // Import with no file chosen: refused, and the refusal shows beside the Import button.
  const tools = page.getByRole("region", { name: "Menu tools" });
  await tools.getByRole("button", { name: "Import", exact: true }).click();
  const refusal = tools.getByRole("alert");
  await expect(refusal).toHaveText("Choose a CSV file to import.");
  await expect(refusal).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
});
