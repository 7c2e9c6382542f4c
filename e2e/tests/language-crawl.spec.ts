import { expect, type Page, test } from "@playwright/test";
import { type ApiWebsite, apiGet } from "./content-api.ts";
import { allRoutes } from "./site-routes.ts";
import { waitForHydration, watchHydration } from "./support.ts";

/*
 * Every route in every language, at both widths (the config's projects), checked by machine in each
 * state a visitor reaches it in: after the load, after the cookie choice (which revalidates), after
 * a revalidation, and after a client-side navigation away and back (which reads the route's
 * `.data`). In each state: (a) no visible text outside English content in another script than the
 * page's, (b) no uppercase Greek keeping its accents, (c) nothing wider than the screen, (d) the
 * title and description in the page's script. One browser context per language, reused across the
 * routes, keeps the crawl within its budget (ADR 0055).
 */

type Language = "en" | "el" | "ru";
const LANGUAGES: Language[] = ["en", "el", "ru"];

/**
 * Latin-script words a Greek or Russian page may show outside English content: names (the
 * brands' come from the API), codes, file types, and the Latin words Cypriot Greek writes as they are.
 */
const LATIN_ALLOWED = [
  "Thalassa",
  "Group",
  "Catering",
  "Email",
  "online",
  "cookies",
  "cookie",
  "beach",
  "bar",
  "bars",
  "club",
  "clubs",
  "barista",
  "WhatsApp",
  "Instagram",
  "Facebook",
  "TikTok",
  "LinkedIn",
  "YouTube",
  "PDF",
  "MB",
  "jpg",
  "png",
  "jpeg",
  "pdf",
  "doc",
  "docx",
  "WCAG",
  "AA",
  "GDPR",
  "HACCP",
  "RSS",
  // Kitchen words Greek and Russian job texts keep in French and English.
  "mise",
  "en",
  "place",
  "service",
  "charge",
  // The switcher's code for Russian, which Russian readers write in Latin letters.
  "RU",
];

/** The page's address in a language: `/news` → `/el/news`, `/` → `/el`. */
const inLanguage = (language: Language, path: string) =>
  language === "en" ? path : path === "/" ? `/${language}` : `/${language}${path}`;

interface Finding {
  check: string;
  text: string;
}

/** The page's checks, run in the browser: a list of what is wrong, empty when nothing is. */
function pageFindings(args: { language: Language; allowed: string[] }): Finding[] {
  const { language, allowed } = args;
  const findings: Finding[] = [];
  const latinWord = /\p{Script=Latin}{2,}/gu;
  const foreign: Record<Language, RegExp> = {
    en: /[\p{Script=Greek}\p{Script=Cyrillic}]/u,
    el: /\p{Script=Cyrillic}/u,
    ru: /\p{Script=Greek}/u,
  };
  const allowedWords = new Set(
    allowed.flatMap((name) => name.match(latinWord) ?? []).map((w) => w.toLowerCase()),
  );
  // Addresses, e-mail addresses and phone-like codes are no words of a language.
  const strip = (text: string) => text.replace(/https?:\/\/\S+|\S+@\S+\.\S+|\b\S+\.(?:xml|ics|pdf)\b/g, " ");
  const wrongScript = (text: string, lang: string): string | null => {
    const base = (lang.split("-")[0] || "en") as Language;
    const cleaned = strip(text);
    if (base === "en") return language === "en" && foreign.en.test(cleaned) ? cleaned : null;
    if (foreign[base]?.test(cleaned)) return cleaned;
    const latin = (cleaned.match(latinWord) ?? []).filter((word) => !allowedWords.has(word.toLowerCase()));
    return latin.length ? `${latin.join(" ")} in "${cleaned.trim().slice(0, 80)}"` : null;
  };
  const langOf = (element: Element) => element.closest("[lang]")?.getAttribute("lang") ?? "en";
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true }) && !element.closest("[hidden], template, noscript");

  // (a) visible text and the texts read out in its place (alt, aria-label, placeholder).
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? "";
    if (!parent || !/\p{L}/u.test(text) || parent.closest("script, style")) continue;
    if (!shown(parent)) continue;
    const wrong = wrongScript(text, langOf(parent));
    if (wrong) findings.push({ check: "text script", text: `${parent.tagName.toLowerCase()}: ${wrong}` });
  }
  for (const element of document.body.querySelectorAll("[alt], [aria-label], [placeholder]")) {
    if (!shown(element) && element.tagName !== "IMG") continue;
    for (const attribute of ["alt", "aria-label", "placeholder"]) {
      const value = element.getAttribute(attribute);
      if (!value || !/\p{L}/u.test(value)) continue;
      const wrong = wrongScript(value, langOf(element));
      if (wrong) findings.push({ check: `${attribute} script`, text: wrong });
    }
  }

  // (b) uppercase Greek keeps no tonos: Chrome drops it only under lang="el".
  for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
    if (getComputedStyle(element).textTransform !== "uppercase" || !shown(element)) continue;
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, after text-transform, is what is checked
    const rendered = element.innerText ?? "";
    if (/[\u0386\u0388-\u038A\u038C\u038E\u038F]/u.test(rendered))
      findings.push({ check: "uppercase tonos", text: rendered.slice(0, 80) });
  }

  // (c) nothing sideways: the document is as wide as the viewport.
  const root = document.documentElement;
  if (root.scrollWidth !== root.clientWidth)
    findings.push({ check: "width", text: `scrollWidth ${root.scrollWidth} ≠ viewport ${root.clientWidth}` });

  // (d) title and description in the page's script (an untranslated item's English page is
  // canonical and its Greek and Russian copies noindex: their title is the English one).
  const robots = document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "";
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "";
  const englishCopy = language !== "en" && robots.includes("noindex") && !/\/(el|ru)(\/|$)/.test(canonical);
  const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
  const ownScript: Record<Language, RegExp> = {
    en: /\p{Script=Latin}/u,
    el: /\p{Script=Greek}/u,
    ru: /\p{Script=Cyrillic}/u,
  };
  for (const [name, value] of [
    ["title", document.title],
    ["description", description],
  ] as const) {
    if (!value && name === "description") continue;
    if (englishCopy) {
      if (!ownScript.en.test(value)) findings.push({ check: `${name} script`, text: value });
      continue;
    }
    const wrong = !ownScript[language].test(value) || wrongScript(value, language);
    if (wrong) findings.push({ check: `${name} script`, text: value });
  }
  return findings;
}

/** The checks, with where and in which state the page was. */
async function expectClean(page: Page, language: Language, allowed: string[], state: string) {
  const findings = await page.evaluate(pageFindings, { language, allowed });
  expect(findings, `${page.url()} ${state}`).toEqual([]);
}

/** Whether the page runs React Router in the browser: a page in islands mode does not (ADR 0071). */
async function hasRouter(page: Page): Promise<boolean> {
  return page.evaluate(() => "__reactRouterDataRouter" in window);
}

/** The router the page hydrated with, to revalidate and navigate as a visitor's click would. */
async function routerSettled(page: Page) {
  await page.waitForFunction(() => {
    const router = (
      window as unknown as {
        __reactRouterDataRouter?: { state: { navigation: { state: string }; revalidation: string } };
      }
    ).__reactRouterDataRouter;
    return router?.state.navigation.state === "idle" && router.state.revalidation === "idle";
  });
}

/**
 * A revalidation, a step back or forward, or a navigation, as the page does it: through its router,
 * or on a page in islands mode, where every link loads a page, with a page load (a reload for a
 * revalidation).
 */
async function routerCall(page: Page, call: "revalidate" | "back" | "forward" | { to: string }) {
  if (call === "back" || call === "forward") {
    // The browser's own buttons: within one document the router follows them, across two (a page in
    // islands mode on either side) the browser loads the page.
    await (call === "back" ? page.goBack() : page.goForward());
    if (await hasRouter(page)) await routerSettled(page);
    else await waitForHydration(page);
    return;
  }
  if (!(await hasRouter(page))) {
    if (call === "revalidate") await page.reload();
    else await page.goto(call.to);
    await waitForHydration(page);
    return;
  }
  await page.evaluate((call) => {
    const router = (
      window as unknown as {
        __reactRouterDataRouter: { revalidate(): unknown; navigate(to: string): unknown };
      }
    ).__reactRouterDataRouter;
    if (call === "revalidate") void router.revalidate();
    else void router.navigate(call.to);
  }, call);
  await routerSettled(page);
}

/**
 * Every route the crawl visits: the site's routes, every menu, a translated and an untranslated
 * item of each kind; and the names (brands', menus') that stay as they are in every language.
 */
async function crawlRoutes(language: Language): Promise<{ routes: string[]; names: string[] }> {
  const routes = new Set(await allRoutes());
  const websites = await apiGet<ApiWebsite[]>("websites");
  const names = websites.map((website) => website.name);
  for (const website of websites) {
    const menus = await apiGet<{ url: string; name: string; status?: string }[]>(
      `menu-cards?website_id=${website.id}`,
    );
    for (const menu of menus) {
      if (menu.status === "draft") continue;
      routes.add(`/menu/${menu.url}`);
      names.push(menu.name);
    }
  }
  const lang = language === "en" ? "el" : language;
  const kinds = [
    ["posts?post_type=news&status=live", "/news/", "url", "title"],
    ["events?status=live&upcoming=true", "/whats-on/", "event_url", "name"],
    ["job-postings", "/careers/", "url", "job_title"],
  ] as const;
  for (const [read, prefix, key, field] of kinds) {
    const items = await apiGet<Record<string, unknown>[]>(
      `${read}${read.includes("?") ? "&" : "?"}lang=${lang}`,
    );
    const live = items.filter(
      (item) => item.status !== "draft" && (prefix !== "/whats-on/" || item.has_insight_page),
    );
    const untranslated = live.find((item) => (item.untranslated as string[] | undefined)?.includes(field));
    const translated = live.find((item) => !(item.untranslated as string[] | undefined)?.includes(field));
    for (const item of [translated, untranslated]) if (item) routes.add(`${prefix}${item[key]}`);
    // An untranslated item's English name is content even inside a translated label ("Δείτε τη
    // θέση: Pastry Chef"), where an attribute cannot mark it as English.
    for (const item of live) {
      if ((item.untranslated as string[] | undefined)?.includes(field)) names.push(String(item[field]));
    }
  }
  return { routes: [...routes], names };
}

test.describe.configure({ mode: "parallel" });

for (const language of LANGUAGES) {
  test(`${language}: every route after load, cookie choice, revalidation and a navigation away and back`, async ({
    page,
  }) => {
    test.setTimeout(360_000);
    const { routes, names } = await crawlRoutes(language);
    const allowed = [...LATIN_ALLOWED, ...names];
    // One page (one context, the project's width) for the language's whole crawl.
    await watchHydration(page);
    const home = inLanguage(language, "/");
    const titles = new Map<string, string>();

    // Each route's server page, as it loads (scripts run, but nothing waits for them).
    for (const route of routes) {
      const address = inLanguage(language, route);
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      await expectClean(page, language, allowed, "after load");
      titles.set(address, await page.title());
    }

    // The first visit's cookie choice revalidates the page (the home's `.data`).
    await page.context().clearCookies();
    await page.goto(home);
    await waitForHydration(page);
    const routed = await hasRouter(page);
    await page.locator(".cookie-banner button").first().click();
    // The router revalidates; an island stores the choice in place and puts the banner away.
    if (routed) await routerSettled(page);
    else await expect(page.locator(".cookie-banner")).toHaveCount(0);
    await expect(page).toHaveTitle(titles.get(home)!);
    await expectClean(page, language, allowed, "after the cookie choice");

    // Then every route reached the way a visitor clicks to it: a client navigation reading its
    // `.data` (which must answer in the page's language, with the page's own title), a
    // revalidation, and a navigation away (back to the previous page) and back again.
    for (const route of routes) {
      const address = inLanguage(language, route);
      const title = titles.get(address)!;
      if (address !== home && !(await hasRouter(page))) {
        // From a page in islands mode a link loads the page, which the first round checked as loaded.
        await routerCall(page, { to: address });
      } else if (address !== home) {
        const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(".data"), {
          timeout: 30_000,
        });
        await routerCall(page, { to: address });
        const data = await answer;
        expect(data.status(), data.url()).toBe(200);
        expect(await data.text(), `${data.url()} carries "${title}"`).toContain(
          JSON.stringify(title).slice(1, -1),
        );
      }
      await expect(page).toHaveTitle(title);
      await expectClean(page, language, allowed, "after a client navigation");
      await routerCall(page, "revalidate");
      await expect(page).toHaveTitle(title);
      await expectClean(page, language, allowed, "after a revalidation");
      if (address === home) continue;
      await routerCall(page, "back");
      await expect(page).not.toHaveTitle(title);
      await routerCall(page, "forward");
      await expect(page).toHaveTitle(title);
      await expectClean(page, language, allowed, "after a navigation away and back");
    }
  });
}
