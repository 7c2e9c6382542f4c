import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { chooseCookies, openPage, waitForSplash } from "./support.ts";

const PAYING_CARD = "5000 0011 1111 1115";
const DECLINED_CARD = "4000 0000 0000 0002";
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
    // WCAG 2.2.1: the bank's time limit (the API's PAYMENT_SESSION_TIMEOUT_S, 1200 s) is said first.
    await expect(page.getByText("You will have 20 minutes to pay on the bank’s page.")).toBeVisible();
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

  test("declined card: failed page says so, and Try again brings the form back filled", async ({ page }) => {
    await openPage(page, "/gift-card");
    await fillOrder(page);
    await page.getByRole("button", { name: "Buy gift card" }).click();
    await payOnSandbox(page, DECLINED_CARD);

    await expect(page).toHaveURL(/\/gift-card\/failed\?orderId=/);
    await expect(page.getByRole("heading", { name: "Payment failed" })).toBeVisible();
    await expect(page.getByText("Try again in few minutes")).toBeVisible();
    await expect(
      page.getByText("The bank declined the payment. No money was taken from your card."),
    ).toBeVisible();
    await expect(page.getByText("Thank you for your order.")).toHaveCount(0);
    await waitForSplash(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/gift-card\?retry=1$/);
    await expect(page.getByRole("heading", { name: "Buy a gift card" })).toBeVisible();
    // WCAG 3.3.7: what was typed for the order is back; the consent is asked again.
    await expect(page.getByLabel("Name")).toHaveValue("Eleni Georgiou");
    await expect(page.getByLabel("Amount")).toHaveValue("50");
    await expect(page.getByLabel("Quantity")).toHaveValue("2");
    await expect(page.getByLabel("Email")).toHaveValue("eleni@example.com");
    await expect(page.getByLabel("Phone")).toHaveValue("+357 99 123456");
    await expect(page.getByLabel("Pickup point").locator("option:checked")).toHaveText("Kyma Beach");
    await expect(page.getByLabel(/I accept the/)).not.toBeChecked();
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

/** A visitor of their own: a fresh browser context at this project's width, cookie choice made. */
async function visitor(browser: Browser) {
  const { viewport, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch });
  await chooseCookies(context, process.env.E2E_BASE_URL!);
  const page = await context.newPage();
  await page.goto(`${process.env.E2E_BASE_URL}/gift-card`);
  return { context, page };
}

const orderKeyInput = (page: Page) => page.locator('input[name="idempotency_key"]');

test.describe("an order key belongs to one visitor", () => {
  test("the shared page carries no order key; each visitor's browser makes its own", async ({
    browser,
    request,
  }) => {
    // What the page cache keeps and hands to every visitor.
    const html = await (await request.get("/gift-card")).text();
    const hidden = html.match(/<input[^>]*name="idempotency_key"[^>]*>/)?.[0] ?? "";
    expect(hidden).not.toMatch(/value="[^"]+"/);

    const first = await visitor(browser);
    const second = await visitor(browser);
    try {
      await expect(orderKeyInput(first.page)).toHaveValue(/^[0-9a-f-]{36}$/);
      await expect(orderKeyInput(second.page)).toHaveValue(/^[0-9a-f-]{36}$/);
      expect(await orderKeyInput(first.page).inputValue()).not.toBe(
        await orderKeyInput(second.page).inputValue(),
      );
    } finally {
      await Promise.all([first.context.close(), second.context.close()]);
    }
  });

  test("two visitors ordering within the page's shared life each pay their own order", async ({
    browser,
  }) => {
    const first = await visitor(browser);
    const second = await visitor(browser);
    try {
      await Promise.all([waitForSplash(first.page), waitForSplash(second.page)]);
      await fillOrder(first.page);
      await first.page.getByRole("button", { name: "Buy gift card" }).click();
      await expect(first.page.getByRole("heading", { name: "Pay €100.00" })).toBeVisible();

      await fillOrder(second.page, { amount: "15", quantity: "1" });
      await second.page.getByRole("button", { name: "Buy gift card" }).click();
      await expect(second.page).toHaveURL(/\/sandbox-gateway\/payment\/pay\?mdOrder=/);
      await expect(second.page.getByRole("heading", { name: "Pay €15.00" })).toBeVisible();
      expect(second.page.url()).not.toBe(first.page.url());
    } finally {
      await Promise.all([first.context.close(), second.context.close()]);
    }
  });
});

test.describe("the form keeps what was typed", () => {
  test("a name typed while the cookie choice is saved stays after the loaders revalidate", async ({
    page,
  }) => {
    // Analytics answers locally: there is no network here.
    await page.route(/googletagmanager\.com|google-analytics\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "application/javascript", body: "" }),
    );
    // The page's data is reloaded after the choice; hold it until the name is typed, as a slow
    // connection would, so the new data always arrives after the typing.
    let typed = () => {};
    const nameTyped = new Promise<void>((resolve) => {
      typed = resolve;
    });
    await page.route(/\/gift-card\.data/, async (route) => {
      await nameTyped;
      await route.continue();
    });
    await page.goto("/gift-card");
    await waitForSplash(page);
    const revalidated = page.waitForResponse(
      (r) => r.request().method() === "GET" && /\/gift-card\.data/.test(r.url()),
    );
    await page
      .getByRole("region", { name: "Cookie consent" })
      .getByRole("button", { name: "Accept" })
      .click();
    await page.getByLabel("Name").fill("Eleni Georgiou");
    typed();
    await revalidated;
    // The revalidated layout (consent given) has rendered once the analytics tag is in.
    await expect(page.locator("script[data-analytics]").first()).toBeAttached();
    await page.waitForLoadState("networkidle");
    await expect(page.getByLabel("Name")).toHaveValue("Eleni Georgiou");
  });

  test("a refused order keeps what was typed and gets a new key for the next try", async ({ page }) => {
    await openPage(page, "/gift-card");
    await fillOrder(page);
    await expect(orderKeyInput(page)).toHaveValue(/^[0-9a-f-]{36}$/);
    const refusedKey = await orderKeyInput(page).inputValue();
    // What a form-filling robot does: the API refuses the order.
    await page.locator('input[name="website_url"]').evaluate((input: HTMLInputElement) => {
      input.value = "https://spam.example";
    });
    await page.getByRole("button", { name: "Buy gift card" }).click();
    await expect(page.getByText("Submission refused.")).toBeVisible();
    await expect(page).toHaveURL(/\/gift-card$/);
    await expect(orderKeyInput(page)).not.toHaveValue(refusedKey);
    await expect(orderKeyInput(page)).toHaveValue(/^[0-9a-f-]{36}$/);
    await expect(page.getByLabel("Name")).toHaveValue("Eleni Georgiou");
    await expect(page.getByLabel("Email")).toHaveValue("eleni@example.com");
    await expect(page.getByLabel("Pickup point")).toHaveValue("4");
    await expect(page.getByLabel(/I accept the/)).toBeChecked();
  });
});
