import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { chooseCookies, openPage, waitForSplash } from "./support.ts";

const PAYING_CARD = "5000 0011 1111 1115";
const DECLINED_CARD = "4000 0000 0000 0002";
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = (await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
    return result.violations;
  })) as { id: string; nodes: { target: string[] }[] }[];
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function fillOrder(page: Page, overrides: Partial<Record<"amount" | "quantity", string>> = {}) {
  await page.getByLabel("Name").fill("Eleni Georgiou");
  await page.getByLabel("Amount").fill(overrides.amount ?? "50");
  await page.getByLabel("Quantity").fill(overrides.quantity ?? "2");
  await page.getByLabel("Email").fill("eleni@example.com");
  await page.getByLabel("Pickup point").selectOption({ label: "Kyma Beach" });
  await page.getByLabel("Phone").fill("+357 99 123456");
  await page.getByLabel(/I accept the/).check();
}

async function payOnSandbox(page: Page, card: string) {
  await expect(page).toHaveURL(/\/sandbox-gateway\/payment\/pay\?mdOrder=/);
  await expect(page.getByRole("heading", { name: "Pay €100.00" })).toBeVisible();
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry date (MM/YY)").fill("12/39");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Eleni Georgiou");
  await page.getByRole("button", { name: "Pay €100.00" }).click();
}

/** The buyer's mail with the codes lands in the outbox (delivered by the API's mail worker). */
async function buyerMailFor(orderNumber: string): Promise<string> {
  const outbox = process.env.E2E_OUTBOX_DIR!;
  let found = "";
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(outbox).filter((f) => f.endsWith("-gift-card-buyer.eml"));
          } catch {
            return [];
          }
        })();
        found =
          files.map((f) => readFileSync(join(outbox, f), "utf8")).find((m) => m.includes(orderNumber)) ?? "";
        return found.length > 0;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

test.describe("gift card purchase through the sandbox payment page", () => {
  test("paying card: success page verified on the server, codes mailed", async ({ page }) => {
    await openPage(page, "/gift-card");
    await fillOrder(page);
    await expect(page.getByText("€100.00")).toBeVisible();
    await page.getByRole("button", { name: "Buy gift card" }).click();
    await payOnSandbox(page, PAYING_CARD);

    await expect(page).toHaveURL(/\/gift-card\/success\?orderId=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Thank you for your order." })).toBeVisible();
    await expect(page.getByText("Kyma Beach")).toBeVisible();
    await expect(page.getByText("2 × €50.00")).toBeVisible();
    const orderNumber = ((await page.getByText(/^Order GC/).textContent()) ?? "")
      .replace("Order ", "")
      .trim();
    const mail = await buyerMailFor(orderNumber);
    expect(mail.match(/GC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/g)?.length).toBe(2);
    expect(mail).toContain("Kyma Beach");
    await waitForSplash(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("declined card: failed page, and Try again goes back to the form", async ({ page }) => {
    await openPage(page, "/gift-card");
    await fillOrder(page);
    await page.getByRole("button", { name: "Buy gift card" }).click();
    await payOnSandbox(page, DECLINED_CARD);

    await expect(page).toHaveURL(/\/gift-card\/failed\?orderId=/);
    await expect(page.getByRole("heading", { name: "Payment failed" })).toBeVisible();
    await expect(page.getByText("Try again in few minutes")).toBeVisible();
    await expect(page.getByText("Thank you for your order.")).toHaveCount(0);
    await waitForSplash(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/gift-card\/?(\?)?$/);
    await expect(page.getByRole("heading", { name: "Buy a gift card" })).toBeVisible();
  });

  test("a forged or missing orderId never shows the thank-you", async ({ page }) => {
    await openPage(page, "/gift-card/success?orderId=4f7e1c2a-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "Payment failed" })).toBeVisible();
    await expect(page.getByText("Thank you for your order.")).toHaveCount(0);
    await page.goto("/gift-card/success");
    await expect(page).toHaveURL(/\/gift-card$/);
    await page.goto("/gift-card/failed");
    await expect(page).toHaveURL(/\/gift-card$/);
  });
});

test.describe("gift card form validation (SPEC §5)", () => {
  test("every rule shows its message under its field", async ({ page }) => {
    await openPage(page, "/gift-card");
    await page.getByRole("button", { name: "Buy gift card" }).click();
    for (const message of [
      "Name is required",
      "Amount is required",
      "Email is required",
      "Pickup point is required",
      "Phone is required",
      "Terms and Conditions are required",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Name")).toBeFocused();
    await fillOrder(page, { amount: "1.234", quantity: "2.5" });
    await page.getByRole("button", { name: "Buy gift card" }).click();
    await expect(page.getByText("Only numbers with max 2 decimal places are allowed")).toBeVisible();
    await expect(page.getByText("Only integer values are allowed")).toBeVisible();
    await page.getByLabel("Amount").fill("0.5");
    await page.getByLabel("Quantity").fill("1");
    await page.getByRole("button", { name: "Buy gift card" }).click();
    await expect(page.getByText("Minimum value is 1")).toBeVisible();
    await expect(page).toHaveURL(/\/gift-card$/);
    expect(await axeViolations(page)).toEqual([]);
  });
});

async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await chooseCookies(context, process.env.E2E_BASE_URL!);
  return { context, page: await context.newPage() };
}

test.describe("without JavaScript", () => {
  test("the server validates, then the form redirects to the payment page and back", async ({ browser }) => {
    const { context, page } = await noScriptPage(browser);
    try {
      await page.goto(`${process.env.E2E_BASE_URL}/gift-card`);
      await fillOrder(page, { amount: "50.555" });
      await page.getByRole("button", { name: "Buy gift card" }).click();
      await expect(page.getByText("Only numbers with max 2 decimal places are allowed")).toBeVisible();
      await expect(page.getByLabel("Name")).toHaveValue("Eleni Georgiou");

      await page.getByLabel("Amount").fill("50");
      await page.getByLabel(/I accept the/).check();
      await page.getByRole("button", { name: "Buy gift card" }).click();
      await payOnSandbox(page, PAYING_CARD);
      await expect(page).toHaveURL(/\/gift-card\/success\?orderId=/);
      await expect(page.getByRole("heading", { name: "Thank you for your order." })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
