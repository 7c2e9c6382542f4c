import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { allRoutes } from "./site-routes.ts";
import { openPage } from "./support.ts";

/** Pages with a modal opened from the URL; the job page's comes from a real job. */
async function modalRoutes(): Promise<string[]> {
  const job = (await allRoutes()).find((route) => route.startsWith("/careers/"));
  return [
    "/?modal=newsletter",
    "/?modal=catering",
    "/private-events?modal=enquiry-form",
    ...(job ? [`${job}?modal=apply`] : []),
    // The forms' own pages, where a visitor without JavaScript lands after a refusal.
    "/forms/catering?modal=catering",
    "/forms/private-event?modal=enquiry-form",
    // Job 1 is a live posting of the demo content.
    "/forms/job-application?job=1&modal=apply",
  ];
}

test.describe("axe-core finds no WCAG 2.2 AA violation", () => {
  test.setTimeout(240_000);

  test("on every route", async ({ page }) => {
    const problems: string[] = [];
    for (const route of await allRoutes()) {
      await openPage(page, route);
      for (const v of await axeViolations(page)) problems.push(`${route}: ${v}`);
    }
    expect(problems).toEqual([]);
  });

  test("with each modal open", async ({ page }) => {
    const problems: string[] = [];
    for (const route of await modalRoutes()) {
      await openPage(page, route);
      await expect(page.getByRole("dialog")).toBeVisible();
      for (const v of await axeViolations(page)) problems.push(`${route}: ${v}`);
    }
    expect(problems).toEqual([]);
  });
});
