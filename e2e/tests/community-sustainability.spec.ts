import { expect, test } from "@playwright/test";
import { apiGet } from "./content-api.ts";
import { openPage } from "./support.ts";

interface CsrItem {
  id: number;
  title: string;
}

const cut = (title: string) => (title.length > 15 ? `${title.slice(0, 15).trimEnd()}…` : title);

test.describe("/community-sustainability", () => {
  test("about block and a CSR grid with titles cut at 15 characters unless hovered or focused", async ({
    page,
  }, info) => {
    const items = await apiGet<CsrItem[]>("posts?post_type=csr&status=live");
    const long = items.find((i) => i.title.length > 15)!;
    await openPage(page, "/community-sustainability");
    await expect(page.locator("#community-about h2")).toBeVisible();
    const cards = page.locator(".csr-card");
    await expect(cards).toHaveCount(items.length);
    const card = page.getByRole("link", { name: long.title });
    const title = card.getByTestId("csr-title");
    await expect(title).toHaveText(cut(long.title));
    if (info.project.name === "desktop") {
      await card.hover();
      await expect(title).toHaveText(long.title);
      await page.mouse.move(0, 0);
      await expect(title).toHaveText(cut(long.title));
    }
    await card.focus();
    await expect(title).toHaveText(long.title);
  });

  test("a click opens a modal with title, small image and description", async ({ page }) => {
    const items = await apiGet<CsrItem[]>("posts?post_type=csr&status=live");
    await openPage(page, "/community-sustainability");
    await page.getByRole("link", { name: items[0]!.title }).click();
    const dialog = page.getByRole("dialog", { name: items[0]!.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("img")).toHaveCount(1);
    await expect(dialog.locator(".prose")).not.toBeEmpty();
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });
});
