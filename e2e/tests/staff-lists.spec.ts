import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { sendCateringEnquiry, signIn, staffApiCall, staffCookieHeader } from "./staff-support.ts";

/** Staff lists: search, status, brand, date order and paging kept in the address; the overview's new items. */

test("an editor searches, filters, orders and pages the news list, and the address keeps it", async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const token = `zq${info.project.name}${Date.now().toString(36)}`;
  await signIn(page, "editor", "/staff/content/news");
  const cookie = await staffCookieHeader(page);
  // 22 items with the token (so two pages of 20), every third a draft, the first of brand 2.
  const created: number[] = [];
  for (let i = 1; i <= 22; i++) {
    const story = await staffApiCall("POST", "staff/content/news", {
      cookie,
      body: {
        title: `Story ${String(i).padStart(2, "0")} ${token}`,
        url: `story-${i}-${token}`,
        status: i % 3 === 0 ? "draft" : "live",
        description: "<p>Text.</p>",
        website_id: i === 1 ? 2 : 1,
        images: {},
      },
    });
    expect(story.status).toBe(201);
    created.push((story.body as { data: { id: number } }).data.id);
  }

  await page.getByLabel("Search", { exact: true }).fill(token);
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${token}`));
  const items = page.getByRole("listitem").filter({ hasText: token });
  await expect(items).toHaveCount(20);
  await expect(items.first()).toContainText("Story 22");
  await expect(items.first().locator("time")).toHaveCount(1);
  await expect(page.getByText("22 items · page 1 of 2")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(items).toHaveCount(2);
  await expect(items.last()).toContainText("Story 01");
  // The address alone brings the same page back.
  await page.reload();
  await expect(items).toHaveCount(2);
  await expect(page.getByLabel("Search", { exact: true })).toHaveValue(token);

  await page.goto(`/staff/content/news?q=${token}&sort=oldest`);
  await expect(items.first()).toContainText("Story 01");
  await expect(page.getByLabel("Order")).toHaveValue("oldest");

  await page.getByLabel("Status").selectOption("draft");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/status=draft/);
  await expect(items).toHaveCount(7);
  await expect(items.filter({ hasText: "Draft" })).toHaveCount(7);

  await page.goto(`/staff/content/news?q=${token}&brand=2`);
  await expect(items).toHaveCount(1);
  await expect(items).toContainText("Story 01");
  await expect(page.getByLabel("Brand")).toHaveValue("2");

  // The site's news tests share this database: the stories, live and without pictures, go again.
  for (const id of created) {
    expect((await staffApiCall("DELETE", `staff/content/news/${id}`, { cookie })).status).toBe(204);
  }
});

test("the overview counts new items per inbox, and the inbox filters and searches them", async ({
  page,
}, info) => {
  await signIn(page, "sales", "/staff");
  const catering = page.getByRole("main").getByRole("link", { name: /^Catering enquiries/ });
  await expect(catering).toContainText(/(\d+ new|nothing new)/);
  const before = Number(/(\d+) new/.exec((await catering.textContent()) ?? "")?.[1] ?? 0);

  const email = `count-${info.project.name}-${Date.now()}@guest.test`;
  await sendCateringEnquiry({ name: "Counted Guest", email, notes: "For the count" });
  await page.reload();
  await expect
    .poll(async () => Number(/(\d+) new/.exec((await catering.textContent()) ?? "")?.[1] ?? 0))
    .toBeGreaterThan(before);

  await catering.click();
  await page.getByLabel("Search", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article")).toContainText("Counted Guest");
  // Catering enquiries belong to the catering brand (website 7): the brand filter keeps it, another drops it.
  await page.getByLabel("Brand").selectOption("7");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/brand=7/);
  await expect(page.getByRole("article")).toHaveCount(1);
  await page.getByLabel("Brand").selectOption("1");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/brand=1/);
  await expect(page.getByText("Nothing matches this search.")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
