import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import {
  type StaffArea,
  staffAccess,
  staffContentTypes,
  staffInboxesWithBrand,
  staffInboxKinds,
} from "@thalassa/contract/staff";
import { axeViolations } from "./axe.ts";
import { signIn, type TestRole } from "./staff-support.ts";
import { waitForHydration, watchHydration } from "./support.ts";

/** A role that may open an area: another than owner where there is one, so every role's pages are seen. */
function roleFor(area: StaffArea): TestRole {
  return staffAccess[area].find((role) => role !== "owner") ?? "owner";
}

/** Lists that take search, status, brand and order in their address (ADR 0037). */
const FILTERED_LISTS = ["news", "events", "jobs"];
/** Content kept as one item (no "new") or made by the site (blocks: one per page and place). */
const NO_NEW_PAGE = ["settings", "blocks"];

/**
 * Every staff page, each opened by a role that may see it (and one refusal): every content type's
 * list, new-item form and its first item's form (found on the list), every inbox with its filters,
 * and the pages of the account, users, audit, media and requests. Built from the contract's lists,
 * so a new content type or inbox is checked without being added here.
 */
function staffPages(): Record<TestRole | "anonymous", string[]> {
  const pages: Record<TestRole | "anonymous", string[]> = {
    anonymous: [
      "/staff/sign-in",
      "/staff/sign-in?return_to=%2Fstaff%2Fusers",
      "/staff/accept-invite",
      "/staff/accept-invite?token=x",
      "/staff/forgot-password",
      "/staff/reset-password",
      "/staff/reset-password?token=x",
    ],
    owner: ["/staff", "/staff/users", "/staff/audit", "/staff/subject-requests", "/staff/account"],
    editor: ["/staff", "/staff/media", "/staff/media?kind=video&q=nothing-by-this-name", "/staff/users"],
    hr: ["/staff", "/staff/account"],
    sales: ["/staff", "/staff/account"],
    marketing: ["/staff", "/staff/account", "/staff/inbox/gift-card-orders", "/staff/content/news"],
  };
  for (const type of staffContentTypes) {
    const list = pages[roleFor(`content:${type}`)];
    list.push(`/staff/content/${type}`);
    if (!NO_NEW_PAGE.includes(type)) list.push(`/staff/content/${type}/new`);
    if (FILTERED_LISTS.includes(type))
      list.push(`/staff/content/${type}?q=nothing-by-this-name&status=draft`);
  }
  for (const kind of staffInboxKinds) {
    const list = pages[roleFor(`inbox:${kind}`)];
    list.push(`/staff/inbox/${kind}`, `/staff/inbox/${kind}?status=&sort=oldest&q=a`);
    if ((staffInboxesWithBrand as readonly string[]).includes(kind))
      list.push(`/staff/inbox/${kind}?status=&brand=1`);
  }
  return pages;
}

const PAGES = staffPages();

/** Pages reached from a list: its first item's form, and a menu's preview from that form. */
async function linkedPages(page: Page, path: string): Promise<string[]> {
  const type = /^\/staff\/content\/([a-z-]+)$/.exec(path)?.[1];
  const found: string[] = [];
  if (type) {
    const first = page.locator(`main a[href^="/staff/content/${type}/"]:not([href$="/new"])`).first();
    if (await first.count()) found.push((await first.getAttribute("href")) ?? "");
  }
  if (/^\/staff\/content\/menu-cards\/\d+$/.test(path)) {
    const preview = page.locator('main a[href$="/preview"]').first();
    if (await preview.count()) found.push((await preview.getAttribute("href")) ?? "");
  }
  return found.filter(Boolean);
}

test.describe("axe-core finds no WCAG 2.2 AA violation in the staff area", () => {
  test.setTimeout(480_000);

  for (const [who, paths] of Object.entries(PAGES)) {
    test(`on the pages ${who === "anonymous" ? "before signing in" : `of ${who}`}`, async ({ page }) => {
      await watchHydration(page);
      if (who !== "anonymous") await signIn(page, who as TestRole);
      const problems: string[] = [];
      const queue = [...paths];
      const seen = new Set<string>();
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        if (seen.has(path)) continue;
        seen.add(path);
        await page.goto(path);
        await waitForHydration(page);
        for (const violation of await axeViolations(page)) problems.push(`${path}: ${violation}`);
        queue.push(...(await linkedPages(page, path)));
      }
      expect(problems).toEqual([]);
      // Each content type's first item, and a menu's preview, were found and checked.
      for (const type of staffContentTypes.filter((t) => roleFor(`content:${t}`) === who)) {
        expect(
          [...seen].some((path) => new RegExp(`^/staff/content/${type}/(?!new$)[^/?]+$`).test(path)),
          `an item of ${type} was opened`,
        ).toBe(true);
      }
      if (who === roleFor("content:menu-cards")) {
        expect([...seen].some((path) => /^\/staff\/menu-cards\/[^/]+\/preview$/.test(path))).toBe(true);
      }
    });
  }
});

test("the list above names every staff page of the site's route table", () => {
  const routes = readFileSync(new URL("../../apps/web/app/routes.ts", import.meta.url), "utf8");
  const staff = routes.slice(routes.indexOf('prefix("staff"'));
  // Pages are the .tsx modules; .ts ones are downloads (CSV, files), which axe has nothing to check in.
  const patterns = [
    ...[...staff.matchAll(/route\("([^"]+)", "routes\/staff\/[^"]+\.tsx"\)/g)].map((m) => `/staff/${m[1]}`),
    ...(staff.includes('index("routes/staff/') ? ["/staff"] : []),
  ];
  expect(patterns.length).toBeGreaterThan(10);
  // An item's form and a menu's preview are found on the pages above (and checked to be found).
  const visited = [...Object.values(PAGES).flat(), "/staff/content/news/1", "/staff/menu-cards/1/preview"];
  const uncovered = patterns.filter((pattern) => {
    const route = new RegExp(`^${pattern.replace(/:[a-z]+/gi, "[^/?]+")}(\\?|$)`);
    return !visited.some((path) => route.test(path));
  });
  expect(uncovered, "staff pages no axe test opens").toEqual([]);
});
