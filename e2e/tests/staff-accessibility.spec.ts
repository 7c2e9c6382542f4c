import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { signIn, type TestRole } from "./staff-support.ts";
import { waitForHydration, watchHydration } from "./support.ts";

/** Every kind of staff page, each opened by a role that may see it (and one refusal). */
const PAGES: Record<TestRole | "anonymous", string[]> = {
  anonymous: [
    "/staff/sign-in",
    "/staff/sign-in?return_to=%2Fstaff%2Fusers",
    "/staff/accept-invite",
    "/staff/accept-invite?token=x",
    "/staff/forgot-password",
    "/staff/reset-password",
    "/staff/reset-password?token=x",
  ],
  owner: [
    "/staff",
    "/staff/users",
    "/staff/audit",
    "/staff/subject-requests",
    "/staff/content/settings",
    "/staff/content/brands",
    "/staff/content/brands/new",
    "/staff/inbox/gift-card-orders",
    "/staff/inbox/newsletter",
    "/staff/account",
  ],
  editor: [
    "/staff/content/news",
    "/staff/content/news/new",
    "/staff/content/events/new",
    "/staff/content/menus/new",
    "/staff/content/menu-cards",
    "/staff/content/menu-cards/new",
    "/staff/content/csr/new",
    "/staff/content/page-meta/new",
    "/staff/content/blocks",
    "/staff/content/blocks/1",
    "/staff/media",
    "/staff/users",
  ],
  hr: ["/staff/inbox/job-applications", "/staff/content/jobs", "/staff/content/jobs/new"],
  sales: ["/staff/inbox/catering", "/staff/inbox/private-events?show=all", "/staff/account"],
};

test.describe("axe-core finds no WCAG 2.2 AA violation in the staff area", () => {
  test.setTimeout(240_000);

  for (const [who, paths] of Object.entries(PAGES)) {
    test(`on the pages ${who === "anonymous" ? "before signing in" : `of ${who}`}`, async ({ page }) => {
      await watchHydration(page);
      if (who !== "anonymous") await signIn(page, who as TestRole);
      const problems: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        await waitForHydration(page);
        for (const violation of await axeViolations(page)) problems.push(`${path}: ${violation}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
