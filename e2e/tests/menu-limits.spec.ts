import { expect, test } from "@playwright/test";
import { MENU_LIMITS } from "../../packages/contract/src/menu-shapes.ts";
import { type ApiWebsite, apiGet } from "./content-api.ts";
import { signIn, staffApiCall, staffCookieHeader } from "./staff-support.ts";

/*
 * A menu as long as staff can import (ADR 0047): MENU_LIMITS.sections sections of
 * MENU_LIMITS.itemsPerSection dishes from one CSV file, as the security review imported it. Every
 * page of it, in every language and filtered, stays within the HTML budget. Bytes are
 * deterministic, so the budget is asserted; time is the menu-limits benchmark's.
 */

const HTML_BUDGET_BYTES = 300 * 1024;

function longestCsv(): string {
  const rows = ["section,name,description,price,sizes,allergens,diet,available"];
  for (let s = 1; s <= MENU_LIMITS.sections; s++)
    for (let i = 1; i <= MENU_LIMITS.itemsPerSection; i++)
      rows.push(`Section ${s},Dish ${s}-${i},Grilled with lemon,12.50,,gluten|milk|eggs,vegetarian,yes`);
  return rows.join("\n");
}

test("a menu at the limits stays within the page budget, in every language and filtered", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "desktop", "the server's bytes do not depend on the browser");
  test.setTimeout(180_000);
  await signIn(page, "editor");
  const cookie = await staffCookieHeader(page);
  const brand = (await apiGet<ApiWebsite[]>("websites")).find((w) => w.name === "Agora Nicosia")!;
  const url = `every-dish-${Date.now().toString(36)}`;
  const created = await staffApiCall("POST", "staff/content/menu-cards", {
    cookie,
    body: { url, status: "live", website_id: brand.id, name: "Every dish", order: 99, served: { days: [] } },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = (created.body as { data: { id: number } }).data.id;
  try {
    const imported = await staffApiCall("POST", `staff/content/menu-cards/${id}/csv`, {
      cookie,
      body: { csv: longestCsv() },
    });
    expect(imported.status, JSON.stringify(imported.body).slice(0, 300)).toBe(200);
    for (const path of [
      `/menu/${url}`,
      `/el/menu/${url}?part=2`,
      `/ru/menu/${url}?without=milk&diet=vegan`,
      `/menu/${url}?diet=vegetarian`,
    ]) {
      const response = await fetch(`${process.env.E2E_BASE_URL}${path}`, {
        headers: { "accept-encoding": "identity" },
      });
      expect(response.status, path).toBe(200);
      const html = Buffer.from(await response.arrayBuffer());
      expect(html.byteLength, path).toBeLessThanOrEqual(HTML_BUDGET_BYTES);
    }
    // The menu is there whole: every dish counted, in parts.
    await page.goto(`/menu/${url}`);
    const dishes = MENU_LIMITS.sections * MENU_LIMITS.itemsPerSection;
    await expect(page.locator(".menu-filter__count")).toHaveText(`Showing ${dishes} of ${dishes} dishes`);
    await expect(page.getByRole("navigation", { name: "Parts of this menu" })).toContainText(/Part 1 of \d+/);
  } finally {
    await staffApiCall("DELETE", `staff/content/menu-cards/${id}`, { cookie });
  }
});
