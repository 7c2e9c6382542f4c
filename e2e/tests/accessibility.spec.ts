import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page, test } from "@playwright/test";
import { allRoutes } from "./site-routes.ts";
import { openPage } from "./support.ts";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core (WCAG 2.0–2.2 A and AA rules) on the page as it is now. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = (await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
    return result.violations;
  })) as AxeViolation[];
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}

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
