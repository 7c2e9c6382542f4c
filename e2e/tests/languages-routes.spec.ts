import { expect, type Page, test } from "@playwright/test";
import { el } from "../../apps/web/app/i18n/messages/el.ts";
import { en } from "../../apps/web/app/i18n/messages/en.ts";
import { ru } from "../../apps/web/app/i18n/messages/ru.ts";
import { axeViolations } from "./axe.ts";
import { apiGet } from "./content-api.ts";
import { allRoutes } from "./site-routes.ts";
import { chooseCookies, openPage, waitForReady, watchHydration } from "./support.ts";

/**
 * Every route of the site in Greek and Russian (ADR 0035): the page's language on <html>, and no
 * English interface text left outside what is marked English (content not yet translated carries
 * lang="en"). The check compares the page's text with the English catalogue, so a string added in
 * English and shown without the catalogue is caught on the next run.
 */

type Flat = Record<string, string>;
const flatten = (catalogue: object): Flat =>
  Object.fromEntries(
    Object.entries(catalogue).flatMap(([namespace, texts]) =>
      Object.entries(texts as Flat).map(([key, text]) => [`${namespace}.${key}`, text]),
    ),
  );
const english = flatten(en);
const CATALOGUES = { el: flatten(el), ru: flatten(ru) } as const;
type Locale = keyof typeof CATALOGUES;

/** Interface words the demo content also writes in its English text (a card title, a block's button). */
const CONTENT_REPEATS = new Set(["Gift cards", "Send a catering enquiry"]);

/**
 * The English interface texts a page in `locale` must not show: every catalogue text that the
 * language writes differently (not "Email" or "WhatsApp"), cut at its ICU arguments into the
 * literal parts long enough to mean something.
 */
function englishTexts(locale: Locale): { whole: string[]; phrases: string[]; interfaceOnly: string[] } {
  const whole = new Set<string>();
  const phrases = new Set<string>();
  const interfaceOnly = new Set<string>();
  for (const [key, text] of Object.entries(english)) {
    if (CATALOGUES[locale][key] === text) continue;
    for (const part of text.split(/\{[^}]*\}/)) {
      const literal = part.trim().replace(/^[\s,.:;()–-]+|[\s,.:;()–-]+$/g, "");
      if (literal.length < 3) continue;
      whole.add(literal);
      // Three words or more are English wherever they stand; a shorter text only on its own.
      if (literal.split(/\s+/).length >= 3) phrases.add(literal);
      // Phrases only the interface uses: not single words nor the names of pages and sections,
      // which content writes too ("Reservations", "News", "Gift cards").
      if (
        !/^(nav|pages|home|footer|layout)\./.test(key) &&
        /\s/.test(literal) &&
        !CONTENT_REPEATS.has(literal)
      )
        interfaceOnly.add(literal);
    }
  }
  return { whole: [...whole], phrases: [...phrases], interfaceOnly: [...interfaceOnly] };
}

/**
 * The page's texts and accessible names, each with where it stands and whether it is inside an
 * element marked English: each text node, and the aria-label, title, alt and placeholder of every
 * element.
 */
async function interfaceTexts(page: Page): Promise<{ text: string; where: string; english: boolean }[]> {
  return page.evaluate(() => {
    const out: { text: string; where: string; english: boolean }[] = [];
    const isEnglish = (element: Element | null) =>
      (element?.closest("[lang]")?.getAttribute("lang") ?? "").startsWith("en");
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.className && typeof element.className === "string" ? `.${element.className.split(/\s+/)[0]}` : ""}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, template")) continue;
      const text = node.textContent?.replace(/\s+/g, " ").trim() ?? "";
      if (text) out.push({ text, where: nameOf(parent), english: isEnglish(parent) });
    }
    for (const element of document.body.querySelectorAll("[aria-label], [title], [alt], [placeholder]")) {
      for (const name of ["aria-label", "title", "alt", "placeholder"]) {
        const value = element.getAttribute(name)?.trim();
        if (value)
          out.push({ text: value, where: `${nameOf(element)}[${name}]`, english: isEnglish(element) });
      }
    }
    return out;
  });
}

/**
 * English interface text on a page in `locale`: outside elements marked English, any catalogue
 * text standing alone or any longer phrase of one; inside them (content not yet translated), a
 * text that is exactly one of the interface's own words, which content does not write.
 */
async function englishLeftOn(page: Page, locale: Locale): Promise<string[]> {
  const { whole, phrases, interfaceOnly } = englishTexts(locale);
  const wholeSet = new Set(whole);
  const interfaceSet = new Set(interfaceOnly);
  const bare = (text: string) => text.replace(/[\s.:]+$/, "");
  return (await interfaceTexts(page))
    .filter(({ text, english }) =>
      english
        ? interfaceSet.has(bare(text))
        : wholeSet.has(bare(text)) || phrases.some((p) => text.includes(p)),
    )
    .map(({ text, where, english }) => `${where}${english ? " (in English content)" : ""}: ${text}`);
}

const inLanguage = (locale: string, path: string) => (path === "/" ? `/${locale}` : `/${locale}${path}`);

/** Pages the SPEC's route list leaves out: forms, newsletter links, payment returns. */
const MORE_ROUTES = [
  "/forms/catering",
  "/forms/private-event",
  "/newsletter/confirm?token=not-a-real-token",
  "/newsletter/unsubscribe?token=not-a-real-token",
  "/gift-card/failed?orderId=00000000-0000-0000-0000-000000000000",
  "/gift-card/success?orderId=00000000-0000-0000-0000-000000000000",
];

test.describe("every route in Greek and Russian", () => {
  for (const locale of ["el", "ru"] as const) {
    test(`/${locale}: the page's language, no English interface text outside content marked English, and axe finds nothing`, async ({
      page,
    }) => {
      test.setTimeout(600_000);
      await chooseCookies(page.context(), process.env.E2E_BASE_URL!);
      await watchHydration(page);
      const jobs = await apiGet<{ id: number; status: string }[]>("job-postings");
      const job = jobs.find((j) => j.status !== "draft");
      const routes = [
        ...(await allRoutes()),
        ...MORE_ROUTES,
        ...(job ? [`/forms/job-application?job=${job.id}`] : []),
      ];
      const left: string[] = [];
      const problems: string[] = [];
      for (const path of routes) {
        const address = inLanguage(locale, path);
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(200);
        await expect(page.locator("html"), address).toHaveAttribute("lang", locale);
        // Still in the language after any redirect.
        expect(new URL(page.url()).pathname.startsWith(`/${locale}`), address).toBe(true);
        await waitForReady(page);
        left.push(...(await englishLeftOn(page, locale)).map((found) => `${address} ${found}`));
        problems.push(...(await axeViolations(page)).map((violation) => `${address}: ${violation}`));
      }
      expect(left).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test("the check sees English interface text on an English page (it can fail)", async ({ page }) => {
    await openPage(page, "/news");
    // The English page, declared Greek: its whole interface is English left on a Greek page.
    await page.evaluate(() => document.documentElement.setAttribute("lang", "el"));
    const found = await englishLeftOn(page, "el");
    expect(found.some((line) => line.endsWith(": Load more"))).toBe(true);
    expect(found.some((line) => line.includes("Skip to content"))).toBe(true);
  });

  test("redirects keep the language: an unknown story, event or job leads to the list in the same language", async ({
    request,
  }) => {
    for (const [from, to] of [
      ["/el/news/no-such-story", "/el/news"],
      ["/ru/whats-on/no-such-event", "/ru/whats-on"],
      ["/el/careers/no-such-job", "/el/careers"],
      ["/ru/gift-card/success", "/ru/gift-card"],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(302);
      expect(new URL(response.headers().location!, "http://x").pathname, from).toBe(to);
    }
  });
});

test.describe("forms answer in the page's language", () => {
  test("with JavaScript: the Russian private event form's messages are Russian", async ({ page }) => {
    await openPage(page, "/ru/forms/private-event?modal=enquiry-form");
    const dialog = page.getByRole("dialog", { name: ru.forms.privateEventTitle });
    await expect(dialog).toHaveAttribute("lang", "ru");
    await dialog.getByRole("button", { name: ru.forms.sendEnquiry }).click();
    await expect(
      dialog.getByText(ru.validation.required.replace("{field}", ru.forms.name), { exact: true }),
    ).toBeVisible();
    await expect(dialog.getByText(ru.validation.termsRequired, { exact: true })).toBeVisible();
    expect(await englishLeftOn(page, "ru")).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the Russian newsletter form, posted empty, answers in Russian on the Russian page", async ({
      page,
    }) => {
      await chooseCookies(page.context(), process.env.E2E_BASE_URL!);
      await page.goto("/ru/news?modal=newsletter");
      const dialog = page.locator("dialog[open]");
      await dialog.getByRole("button", { name: ru.footer.subscribe }).click();
      await expect(page).toHaveURL(/\/ru\/news/);
      await expect(page.locator("html")).toHaveAttribute("lang", "ru");
      await expect(page.getByText(ru.validation.termsRequired, { exact: true })).toBeVisible();
      expect(await englishLeftOn(page, "ru")).toEqual([]);
    });

    test("the Russian private event form, posted with a wrong email, names each problem in Russian", async ({
      page,
    }) => {
      await chooseCookies(page.context(), process.env.E2E_BASE_URL!);
      await page.goto("/ru/forms/private-event?modal=enquiry-form");
      const dialog = page.locator("dialog[open]");
      await dialog.getByLabel(ru.forms.email, { exact: true }).fill("ivan@");
      await dialog.getByRole("button", { name: ru.forms.sendEnquiry }).click();
      await expect(page).toHaveURL(/\/ru\/forms\/private-event/);
      await expect(page.locator("html")).toHaveAttribute("lang", "ru");
      const answered = page.locator("dialog[open]");
      await expect(
        answered.getByText(ru.validation.required.replace("{field}", ru.forms.name), { exact: true }),
      ).toBeVisible();
      await expect(answered.getByText(ru.validation.invalidEmail, { exact: true })).toBeVisible();
      await expect(answered.getByText(ru.validation.termsRequired, { exact: true })).toBeVisible();
      expect(await englishLeftOn(page, "ru")).toEqual([]);
    });

    test("the Greek unsubscribe page answers in Greek", async ({ page }) => {
      await chooseCookies(page.context(), process.env.E2E_BASE_URL!);
      await page.goto("/el/newsletter/unsubscribe?token=not-a-real-token-at-all");
      await page.getByRole("button", { name: el.mailLinks.unsubscribeButton }).click();
      await expect(page.getByRole("alert")).toHaveText(el.mailLinks.unsubscribeInvalid);
      await expect(page).toHaveTitle(el.mailLinks.unsubscribeTitle);
    });
  });
});

test.describe("files in each language", () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile, "files do not depend on the viewport");
  });

  test("the Greek news feed is Greek, and its links open the Greek pages", async ({ request }) => {
    const response = await request.get("/el/news/feed.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain("<language>el-gr</language>");
    expect(xml).toContain(`— ${el.nav.news}</title>`);
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => new URL(m[1]!).pathname);
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect(link).toMatch(/^\/el\/news/);
    const english = await (await request.get("/news/feed.xml")).text();
    expect(english).toContain("<language>en-gb</language>");
    expect(english).not.toContain("/el/news");
  });

  test("the Russian calendar is named in Russian and links the Russian event pages", async ({ request }) => {
    const feed = await request.get("/ru/whats-on/calendar.ics");
    expect(feed.status()).toBe(200);
    const ics = (await feed.text()).replace(/\r\n[ \t]/g, "");
    expect(ics).toMatch(new RegExp(`X-WR-CALNAME:.*${ru.nav.whatsOn}`));
    const urls = [...ics.matchAll(/^URL[^:]*:(.+)$/gm)].map((m) => new URL(m[1]!.trim()).pathname);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^\/ru\/whats-on/);
  });

  test("pages link the feed and the calendar of their language", async ({ page }) => {
    await openPage(page, "/el/whats-on");
    await expect(page.locator('head link[type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/el/news/feed.xml",
    );
    await expect(page.locator('head link[type="text/calendar"]')).toHaveAttribute(
      "href",
      "/el/whats-on/calendar.ics",
    );
    const subscribe = page.getByRole("link", { name: el.lists.subscribeCalendar });
    await expect(subscribe).toHaveAttribute("href", "/el/whats-on/calendar.ics");
  });

  test("structured data names the Greek trail and addresses", async ({ request }) => {
    const [story] = await apiGet<{ url: string }[]>("posts?post_type=news&status=live");
    const html = await (await request.get(`/el/news/${story!.url}`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!),
    );
    const things = blocks.flatMap((b) => (Array.isArray(b) ? b : [b]));
    const trail = things.find((t) => t["@type"] === "BreadcrumbList");
    expect(trail.itemListElement[0]).toMatchObject({ name: el.pages.home });
    expect(new URL(trail.itemListElement[0].item).pathname).toBe("/el");
    expect(new URL(trail.itemListElement[1].item).pathname).toBe("/el/news");
    const article = things.find((t) => t["@type"] === "NewsArticle");
    expect(new URL(article.mainEntityOfPage).pathname).toBe(`/el/news/${story!.url}`);
    // The story itself is still English until it is translated.
    expect(article.inLanguage).toBe("en");
  });
});
