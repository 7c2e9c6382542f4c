import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { chooseCookies, openPage, pageErrors, waitForReady, watchHydration } from "./support.ts";

/** The main routes, walked in each language under its prefix (ADR 0035). */
const ROUTES = [
  "/",
  "/about",
  "/brands",
  "/private-events",
  "/whats-on",
  "/news",
  "/careers",
  "/contact-us",
  "/gift-card",
  "/forms/catering",
];

const LANGUAGES = {
  el: { nav: "Η ιστορία μας", skip: "Μετάβαση στο περιεχόμενο", ogLocale: "el_GR", name: "Ελληνικά" },
  ru: { nav: "Наша история", skip: "Перейти к содержанию", ogLocale: "ru_RU", name: "Русский" },
} as const;

const inLanguage = (locale: string, path: string) => (path === "/" ? `/${locale}` : `/${locale}${path}`);

/** Every hreflang alternate of the page, by language. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page.locator('head link[rel="alternate"][hreflang]').all();
  const out: Record<string, string> = {};
  for (const link of links) {
    out[(await link.getAttribute("hreflang"))!] = new URL((await link.getAttribute("href"))!).pathname;
  }
  return out;
}

test.describe("the site in Greek and Russian", () => {
  for (const [locale, words] of Object.entries(LANGUAGES)) {
    test(`main routes under /${locale}: language, interface text, alternates, canonical`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await chooseCookies(page.context(), process.env.E2E_BASE_URL!);
      for (const path of ROUTES) {
        const address = inLanguage(locale, path);
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(200);
        await expect(page.locator("html"), address).toHaveAttribute("lang", locale);
        await expect(page.getByRole("link", { name: words.skip }), address).toHaveCount(1);
        // The header's menu (behind the menu button on a phone, so found by its text).
        await expect(
          page.locator(".site-header__nav a").getByText(words.nav, { exact: true }),
        ).toHaveAttribute("href", `/${locale}/about`);
        expect(await alternates(page), address).toEqual({
          en: path,
          el: inLanguage("el", path),
          ru: inLanguage("ru", path),
          "x-default": path,
        });
        await expect(page.locator('meta[property="og:locale"]'), address).toHaveAttribute(
          "content",
          words.ogLocale,
        );
        // The form pages are noindex and name no canonical address; every other page names its own.
        const canonical = page.locator('link[rel="canonical"]');
        if (!path.startsWith("/forms/")) {
          expect(new URL((await canonical.getAttribute("href"))!).pathname, address).toBe(address);
        }
        // Content not yet translated is there, and marked as English.
        await expect(page.locator('main [lang="en"]').first(), address).toBeAttached();
        // The head office's address is kept in its Latin form, marked as English (ADR 0039).
        await expect(page.locator("footer address p").first(), address).toHaveAttribute("lang", "en");
      }
    });
  }

  test("axe finds nothing on Greek and Russian pages, with a form open", async ({ page }) => {
    for (const path of ["/el", "/ru/news", "/el/forms/private-event?modal=enquiry-form", "/ru/careers"]) {
      await openPage(page, path);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });

  test("English pages stay unprefixed and English, with the same alternates", async ({ page }) => {
    await openPage(page, "/news");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_GB");
    expect(await alternates(page)).toEqual({
      en: "/news",
      el: "/el/news",
      ru: "/ru/news",
      "x-default": "/news",
    });
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    await expect(page.locator("footer address p").first()).not.toHaveAttribute("lang", /.*/);
  });

  test("an English page downloads no Greek or Cyrillic glyphs; a Greek page gets its display face", async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fonts.push(new URL(request.url()).pathname);
    });
    await openPage(page, "/news");
    await expect.poll(() => page.evaluate(() => document.fonts.check("1em 'Fraunces Variable'"))).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => /greek|cyrillic/.test(font))).toEqual([]);

    fonts.length = 0;
    await openPage(page, "/el/forms/private-event");
    await expect(page.getByRole("heading", { level: 1, name: "Γιορτάστε μαζί μας" })).toBeVisible();
    await expect.poll(() => fonts.some((font) => /literata-greek/.test(font))).toBe(true);

    await openPage(page, "/el/news");
    // Dates are written in Greek, on Cyprus time.
    await expect(page.locator("main time").first()).toHaveText(
      /\d{1,2} (Ιανουαρίου|Φεβρουαρίου|Μαρτίου|Απριλίου|Μαΐου|Ιουνίου|Ιουλίου|Αυγούστου|Σεπτεμβρίου|Οκτωβρίου|Νοεμβρίου|Δεκεμβρίου) \d{4}/,
    );
    await expect(page.locator("main time").first()).toHaveAttribute("lang", "el");
  });

  test("an unknown path under /el goes to the Greek home page", async ({ request }) => {
    const response = await request.get("/el/no-such-page", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(new URL(response.headers().location!, "http://x").pathname).toBe("/el");
  });

  test("the switcher keeps the page, names each language in its own name and marks the current one", async ({
    page,
    isMobile,
  }) => {
    await openPage(page, "/el/news");
    if (isMobile) await page.getByRole("button", { name: "Άνοιγμα μενού" }).click();
    const switcher = page.getByRole("navigation", { name: "Γλώσσα" }).filter({ visible: true });
    await expect(switcher.getByRole("link", { name: "Ελληνικά" })).toHaveAttribute("aria-current", "true");
    await expect(switcher.getByRole("link", { name: "Ελληνικά" })).toHaveAttribute("lang", "el");
    const russian = switcher.getByRole("link", { name: "Русский" });
    await expect(russian).toHaveAttribute("lang", "ru");
    await russian.click();
    await expect(page).toHaveURL(/\/ru\/news$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByRole("link", { name: "Перейти к содержанию" })).toBeAttached();
    if (isMobile) await page.getByRole("button", { name: "Открыть меню" }).click();
    await page
      .getByRole("navigation", { name: "Язык" })
      .filter({ visible: true })
      .getByRole("link", { name: "English" })
      .click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page).not.toHaveURL(/\/(el|ru)\//);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a form's validation messages are in the page's language", async ({ page }) => {
    await openPage(page, "/el/forms/catering?modal=catering");
    const dialog = page.getByRole("dialog", { name: "Αίτημα για catering" });
    await expect(page).toHaveTitle("Αίτημα για catering");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("lang", "el");
    await dialog.getByRole("button", { name: "Αποστολή αιτήματος" }).click();
    await expect(
      dialog.getByText("Το πεδίο «Ονοματεπώνυμο» είναι υποχρεωτικό", { exact: true }),
    ).toBeVisible();
    await expect(
      dialog.getByText("Πρέπει να αποδεχτείτε τους όρους και τις προϋποθέσεις", { exact: true }),
    ).toBeVisible();
    await dialog.getByLabel("Email").fill("eleni@");
    await dialog.getByLabel("Email").blur();
    await expect(dialog.getByText("Μη έγκυρη διεύθυνση email", { exact: true })).toBeVisible();
  });

  test("the gift card form speaks Greek, posts to the Greek page and refuses in Greek", async ({ page }) => {
    await openPage(page, "/el/gift-card");
    const form = page.locator("form.gift-card-form");
    await expect(form).toHaveAttribute("lang", "el");
    await expect(form.getByRole("heading", { name: "Αγορά δωροκάρτας" })).toBeVisible();
    await form.getByRole("button", { name: "Αγορά δωροκάρτας" }).click();
    await expect(form.getByText("Το πεδίο «Ονοματεπώνυμο» είναι υποχρεωτικό", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/el\/gift-card/);
    await form.getByLabel("Ποσό (€)").fill("19.99");
    await form.getByLabel("Ποσότητα").fill("3");
    await expect(form.locator(".gift-card-form__total strong")).toHaveText(/^59,97\s€$/);
  });

  test("the home page suggests the browser's language in that language, and remembers a refusal", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "ru-RU" });
    await chooseCookies(context, process.env.E2E_BASE_URL!);
    const page = await context.newPage();
    await watchHydration(page);
    await page.goto("/");
    await waitForReady(page);
    const notice = page.locator("aside.language-suggestion");
    await expect(notice).toHaveAttribute("lang", "ru");
    await expect(notice.getByRole("link", { name: "Перейти на русскую версию" })).toHaveAttribute(
      "href",
      "/ru",
    );
    // Never a redirect: the visitor is still on the English page.
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await notice.getByRole("button", { name: "Остаться на английской версии" }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await waitForReady(page);
    await expect(page.getByRole("heading").first()).toBeVisible();
    await expect(notice).toHaveCount(0);
    await context.close();
  });

  test("the shared home page carries no suggestion, whatever the Accept-Language", async ({ request }) => {
    const html = await (await request.get("/", { headers: { "Accept-Language": "el-GR,el;q=0.9" } })).text();
    expect(html).not.toContain("language-suggestion");
    expect(html).toContain('<html lang="en"');
  });

  test("the sitemap lists each page in every language with its alternates", async ({ request, isMobile }) => {
    test.skip(isMobile, "files do not depend on the viewport");
    const xml = await (await request.get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const path of ["/", "/el", "/ru", "/about", "/el/about", "/ru/about"]) expect(locs).toContain(path);
    const about = xml.match(/<url><loc>[^<]*\/el\/about<\/loc>.*?<\/url>/)?.[0] ?? "";
    for (const hreflang of ["en", "el", "ru", "x-default"]) expect(about).toContain(`hreflang="${hreflang}"`);
  });
});

test.describe("the site in Greek without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the switcher is plain links that keep the page", async ({ page, isMobile }) => {
    test.skip(isMobile, "the mobile panel needs scripts to open; its links are the header's");
    await chooseCookies(page.context(), process.env.E2E_BASE_URL!);
    await page.goto("/el/careers");
    await page
      .getByRole("navigation", { name: "Γλώσσα" })
      .first()
      .getByRole("link", { name: "Русский" })
      .click();
    await expect(page).toHaveURL(/\/ru\/careers$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  });

  test("the Greek news list pages through its own addresses, rendered with their page number", async ({
    page,
  }) => {
    await chooseCookies(page.context(), process.env.E2E_BASE_URL!);
    await page.goto("/el/news");
    const cards = page.locator("main .news-card");
    await expect(cards).toHaveCount(9);
    const more = page.locator('main a[href$="news?page=2"]');
    await expect(more).toHaveAttribute("href", "/el/news?page=2");
    await more.click();
    await expect(page).toHaveURL(/\/el\/news\?page=2$/);
    await expect(cards).toHaveCount(18);
  });

  test("a form posted without scripts answers in Greek", async ({ page }) => {
    await chooseCookies(page.context(), process.env.E2E_BASE_URL!);
    await page.goto("/el/forms/catering?modal=catering");
    const dialog = page.locator("dialog[open]");
    await dialog.getByRole("button", { name: "Αποστολή αιτήματος" }).click();
    await expect(page).toHaveURL(/\/el\/forms\/catering/);
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await expect(page.getByText("Το πεδίο «Ονοματεπώνυμο» είναι υποχρεωτικό", { exact: true })).toBeVisible();
  });
});

/** The skip link's words in each language: interface text every page renders (ADR 0061). */
const SKIP_LINK = { "/": "Skip to content", "/el/": LANGUAGES.el.skip, "/ru/": LANGUAGES.ru.skip } as const;

/** Clicks the switcher's Russian on the Greek page open (desktop: the header's switcher). */
async function switchToRussian(page: Page) {
  await page
    .getByRole("navigation", { name: "Γλώσσα" })
    .filter({ visible: true })
    .getByRole("link", { name: "Русский" })
    .click();
}

test.describe("each language's interface text is a file of its own", () => {
  test.skip(({ isMobile }) => isMobile, "the files and the hydration data do not depend on the viewport");

  test("pages name their catalogue instead of carrying it, and the file is cached for good", async ({
    request,
  }) => {
    for (const [path, words] of Object.entries(SKIP_LINK)) {
      const html = await (await request.get(path)).text();
      // React Router's hydration data, or on a page in islands mode (ADR 0071) its islands' props.
      const hydrationData = [
        ...[...html.matchAll(/<script[^>]*>([^<]*__reactRouterContext[^<]*)<\/script>/g)].map((m) => m[1]),
        ...[...html.matchAll(/\sdata-props="([^"]*)"/g)].map((m) => m[1]),
      ].join("\n");
      expect(hydrationData, path).toMatch(/__reactRouterContext|&quot;/);
      expect(hydrationData, `${path}: the catalogue's text in the hydration data`).not.toContain(words);
      expect(html.split(words).length - 1, `${path}: the skip link rendered once`).toBe(1);
      // Named on the page's inert script, which preloads it with the scripts after the first paint
      // (scripts-after-paint.ts), in the mode of the page's own fetch ("anonymous").
      const href = html.match(/<script[^>]* data-catalogue="([^"]+)"/)?.[1];
      expect(href, path).toMatch(/^\/assets\/i18n\/(en|el|ru)\.[\w-]+\.json$/);
      const file = await request.get(href!);
      expect(file.status()).toBe(200);
      expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(JSON.stringify(await file.json())).toContain(words);
    }
    const gone = await request.get("/assets/i18n/el.no-such-hash.json");
    expect(gone.status()).toBe(404);
    expect(await gone.text()).toContain("No catalogue has this name");
  });

  test("a page hydrates with its catalogue and a switch renders the other one, without an error", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await openPage(page, "/el/news");
    await switchToRussian(page);
    await expect(page).toHaveURL(/\/ru\/news$/);
    await expect(page.getByRole("link", { name: LANGUAGES.ru.skip })).toBeAttached();
    await expect(page.getByRole("link", { name: LANGUAGES.ru.nav }).first()).toBeAttached();
    expect(errors).toEqual([]);
  });

  test("when the other language's catalogue cannot be had, the switch loads the page whole", async ({
    page,
  }) => {
    await openPage(page, "/el/news");
    await page.route("**/assets/i18n/ru.*", (route) => route.abort());
    // Set on this document only: a page loaded whole has lost it.
    await page.evaluate(() => Object.assign(window, { __beforeSwitch: true }));
    await switchToRussian(page);
    await expect(page).toHaveURL(/\/ru\/news$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByRole("link", { name: LANGUAGES.ru.skip })).toBeAttached();
    expect(await page.evaluate(() => "__beforeSwitch" in window)).toBe(false);
  });

  test("when a page's own catalogue cannot be had, it stays as the server sent it, shown as without scripts", async ({
    page,
  }) => {
    await chooseCookies(page.context(), process.env.E2E_BASE_URL!);
    await page.route("**/assets/i18n/el.*", (route) => route.abort());
    const catalogueFailed = page.waitForEvent("requestfailed", (request) =>
      request.url().includes("/assets/i18n/el."),
    );
    await page.goto("/el/news");
    await catalogueFailed;
    // The no-script rendering again: the boot script's mark is taken off, the Greek text stays.
    await expect(page.locator("html")).not.toHaveClass(/\bjs\b/);
    await expect(page.getByRole("link", { name: LANGUAGES.el.skip })).toBeAttached();
    await expect(page.getByRole("link", { name: LANGUAGES.el.nav }).first()).toBeVisible();
  });
});
