import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { type ApiWebsite, apiGet } from "./content-api.ts";
import { openFold, signIn } from "./staff-support.ts";
import { openPage, waitForHydration, watchHydration } from "./support.ts";

/* A brand's structured menu (ADR 0036): read, filtered with and without JavaScript, accessible. */

const dishes = (page: Page) => page.locator(".menu-item .menu-item__name");

test.describe("/menu/{url}", () => {
  test("the brand card links the menu; sections, prices, allergens in words and the PDF beside it", async ({
    page,
  }) => {
    const kyma = (await apiGet<ApiWebsite[]>("websites")).find((w) => w.id === 4)!;
    await openPage(page, "/brands");
    await page
      .locator('article[data-brand-id="4"]')
      .getByRole("link", { name: /View menu/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/menu/${kyma.menu_card_url}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("All day");
    await expect(page.getByRole("navigation", { name: "Menus of Kyma Beach" }).getByRole("link")).toHaveText([
      "All day",
      "Desserts",
      "Drinks",
    ]);
    // The in-page index jumps to each section.
    const index = page.getByRole("navigation", { name: "On this menu" });
    await index.getByRole("link", { name: "From the Grill" }).click();
    await expect(page).toHaveURL(/#section-4$/);
    await expect(page.getByRole("heading", { level: 2, name: "From the Grill" })).toBeInViewport();

    const kalamari = page
      .locator(".menu-item")
      .filter({ has: page.getByRole("heading", { name: "Kalamari" }) });
    // Each allergen in words.
    const allergens = kalamari.getByRole("list", { name: "Allergens" }).getByRole("listitem");
    await expect(allergens).toHaveText([/Gluten$/, /Eggs$/, /Molluscs$/]);
    await expect(kalamari).toContainText("€12.00");
    // The PDF opens in the seed's full-screen viewer (SPEC §1 menus/{url}).
    await expect(page.getByRole("link", { name: "View the menu (PDF)" })).toHaveAttribute(
      "href",
      /^\/menus\/[a-z0-9-]+$/,
    );

    await page
      .getByRole("navigation", { name: "Menus of Kyma Beach" })
      .getByRole("link", { name: "Drinks" })
      .click();
    const xynisteri = page
      .locator(".menu-item")
      .filter({ has: page.getByRole("heading", { name: "Xynisteri" }) });
    await expect(xynisteri).toContainText("Glass, 175 ml€8.00");
    await expect(xynisteri).toContainText("Bottle€32.00");
    await expect(xynisteri.getByRole("list", { name: "Dietary" })).toContainText("Contains alcohol");
  });

  test("without JavaScript: the filter is a GET form and the server sends the filtered menu", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    await page.goto("/menu/kyma-beach");
    await expect(dishes(page)).toContainText(["Meze Board", "Kalamari"]);
    await page.getByText("Filter the menu").click();
    await page.getByRole("group", { name: "Hide dishes containing" }).getByLabel("Gluten").check();
    await page.getByRole("group", { name: "Hide dishes containing" }).getByLabel("Milk").check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\?without=gluten&without=milk$/);
    await expect(page.getByText(/^Showing \d+ of \d+ dishes$/)).toBeVisible();
    await expect(dishes(page).filter({ hasText: "Kalamari" })).toHaveCount(0);
    await expect(dishes(page).filter({ hasText: "Village Salad" })).toHaveCount(0);
    await expect(dishes(page).filter({ hasText: "Octopus" })).toHaveCount(1);
    for (const allergens of await page.getByRole("list", { name: "Allergens" }).allTextContents()) {
      expect(allergens).not.toMatch(/Gluten|Milk/);
    }

    await page.goto("/menu/forno-strovolos?diet=vegan");
    await expect(dishes(page)).toHaveText(["Garlic Focaccia", "Marinara"]);
    await expect(page.getByText("Showing 2 of")).toBeVisible();
    await context.close();
  });

  test("with JavaScript: ticking a box filters at once, in the address too, and unticking restores", async ({
    page,
  }) => {
    await openPage(page, "/menu/forno-strovolos");
    // The filter works on the page already loaded: no request for data.
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
    });
    const all = await dishes(page).count();
    await page.getByText("Filter the menu").click();
    await page.getByRole("group", { name: "Show only" }).getByLabel("Vegetarian").check();
    await expect(page).toHaveURL(/\?diet=vegetarian$/);
    await expect(dishes(page).filter({ hasText: "Diavola" })).toHaveCount(0);
    await expect(dishes(page).filter({ hasText: "Margherita" })).toHaveCount(1);
    // Parmesan is made with animal rennet: the four-cheese pizza is not vegetarian.
    await expect(dishes(page).filter({ hasText: "Quattro Formaggi" })).toHaveCount(0);
    await page.getByRole("group", { name: "Hide dishes containing" }).getByLabel("Gluten").check();
    await expect(dishes(page)).toHaveText(["Burrata", "Greek Salad", "Gelato"]);
    await page.getByRole("group", { name: "Show only" }).getByLabel("Vegetarian").uncheck();
    await page.getByRole("group", { name: "Hide dishes containing" }).getByLabel("Gluten").uncheck();
    await expect(dishes(page)).toHaveCount(all);
    expect(dataRequests).toEqual([]);
  });

  test("axe finds nothing, with the filter open and applied", async ({ page }) => {
    await openPage(page, "/menu/kyma-beach?without=fish&diet=gluten_free");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("every menu fits a phone 390 and 320 pixels wide, in every language", async ({ page }, info) => {
    // A plain window of the phone's width: phone emulation would zoom a too-wide page out to fit
    // and hide the sideways scroll this test is about.
    test.skip(info.project.name !== "desktop", "one run is enough; the test sets its own widths");
    test.setTimeout(180_000);
    const brands = (await apiGet<ApiWebsite[]>("websites")).filter((w) => w.menu_card_url);
    const urls: string[] = [];
    for (const brand of brands)
      for (const card of await apiGet<{ url: string }[]>(`menu-cards?website_id=${brand.id}`))
        urls.push(card.url);
    expect(urls.length).toBeGreaterThan(1);
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 800 });
      for (const url of urls)
        for (const prefix of ["", "/el", "/ru"]) {
          await page.goto(`${prefix}/menu/${url}`);
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(scrollWidth, `${prefix}/menu/${url} at ${width} px`).toBeLessThanOrEqual(width);
        }
    }
  });

  test("an unknown or unpublished menu leads to the brands", async ({ page }) => {
    await openPage(page, "/menu/no-such-menu");
    await expect(page).toHaveURL(/\/brands$/);
  });
});

test.describe("staff keep a menu", () => {
  test("an editor imports a CSV menu, changes a price and allergens, marks a dish unavailable, previews and publishes", async ({
    page,
  }, info) => {
    test.setTimeout(180_000);
    const stamp = `${info.project.name}-${Date.now()}`;
    const url = `brunch-${stamp}`;
    await watchHydration(page);
    await signIn(page, "editor");

    // A new draft menu for a brand.
    await page.goto("/staff/content/menu-cards/new");
    await waitForHydration(page);
    await page.getByLabel("Web address", { exact: true }).fill(url);
    await page.getByLabel("Name", { exact: true }).first().fill(`Brunch ${stamp}`);
    await page.getByLabel("Brand", { exact: true }).selectOption({ label: "Agora Nicosia" });
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("status")).toHaveText(/Saved as a draft/);
    const editUrl = page.url().replace(/\?.*$/, "");

    // Its dishes from a spreadsheet.
    const csv = [
      "section,name,description,price,sizes,allergens,diet,available",
      'Eggs,Shakshuka,"Baked eggs, peppers, tomato",10.50,,eggs,vegetarian|spicy,yes',
      "Eggs,Eggs Benedict,Hollandaise,12.00,,gluten|eggs|milk|mustard,,yes",
      "Coffee,Freddo espresso,,,Small: 3.50 | Large: 4.50,,vegan|gluten-free,yes",
    ].join("\n");
    const tools = page.getByRole("region", { name: "Menu tools" });
    await tools.getByLabel("Import a CSV file").setInputFiles({
      name: "brunch.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await tools.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(/The CSV was imported/);

    // A row with a problem is refused with its row named, and nothing changes.
    await tools.getByLabel("Import a CSV file").setInputFiles({
      name: "bad.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("section,name,price,allergens\nEggs,Toast,abc,kiwi\n"),
    });
    await tools.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("row 2:");
    await expect(page.getByRole("alert")).toContainText('"kiwi" is not one of the 14 allergens');

    // The price and allergens of one dish, in the form.
    await openFold(page, "Sections and dishes (");
    await openFold(page, "Section 1:");
    const eggs = page.getByRole("group", { name: "Section 1", exact: true });
    await openFold(eggs, "Item 1:");
    const shakshuka = eggs.getByRole("group", { name: "Item 1", exact: true });
    await shakshuka.getByRole("group", { name: "Price 1", exact: true }).getByLabel("Amount").fill("11.50");
    await shakshuka.getByRole("group", { name: "Allergens" }).getByLabel("milk").check();
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("status")).toHaveText(/Saved as a draft/);

    // One click: Eggs Benedict is off today.
    await page.getByRole("button", { name: "Mark unavailable: Eggs Benedict" }).click();
    await expect(page.getByRole("status")).toHaveText(/availability changed/);
    // Coffee first.
    await page.getByRole("button", { name: "Move up: Coffee" }).click();
    await expect(page.getByRole("status")).toHaveText(/new order/);

    // Still a draft: not public.
    const guest = await page.context().browser()!.newContext({ baseURL: process.env.E2E_BASE_URL });
    const guestPage = await guest.newPage();
    await guestPage.goto(`/menu/${url}`);
    await expect(guestPage).toHaveURL(/\/brands$/);

    await page.getByRole("link", { name: "Preview this menu" }).click();
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Coffee", "Eggs"]);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Publish this menu" }).click();
    await expect(page.getByRole("status")).toHaveText(/Published/);
    await expect(page).toHaveURL(new RegExp(`${editUrl}\\?saved=live`));
    expect(await axeViolations(page)).toEqual([]);

    // The guest sees every change.
    await guestPage.goto(`/menu/${url}`);
    await expect(guestPage.getByRole("heading", { level: 1 })).toHaveText(`Brunch ${stamp}`);
    await expect(guestPage.locator(".menu-section__title")).toHaveText(["Coffee", "Eggs"]);
    const dish = (name: string) =>
      guestPage.locator(".menu-item").filter({ has: guestPage.getByRole("heading", { name, exact: true }) });
    await expect(dish("Shakshuka")).toContainText("€11.50");
    await expect(dish("Shakshuka").getByRole("list", { name: "Allergens" }).getByRole("listitem")).toHaveText(
      [/Eggs$/, /Milk$/],
    );
    await expect(dish("Eggs Benedict")).toContainText("Not available today");
    await expect(dish("Freddo espresso")).toContainText("Small€3.50");
    await guest.close();
  });
});
