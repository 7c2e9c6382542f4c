import { type BrowserContext, expect, type Page, type TestInfo } from "@playwright/test";
import { SPLASH_MS } from "@thalassa/contract/constants";
import { ISLANDS_DUE_SELECTOR } from "../../scripts/islands-due.mjs";

/** Pages whose clock only moves when the test moves it (see freezeClock). */
const frozen = new WeakSet<Page>();

/** Stores a cookie choice up front, so the banner stays out of tests that are not about it. */
export async function chooseCookies(
  context: BrowserContext,
  baseURL: string,
  value: "true" | "false" = "false",
) {
  await context.addCookies([{ name: "RestaurantsCookiesConsent", value, url: baseURL }]);
}

/**
 * Waits for the intro splash (2.8 s after the document loaded) to end. No timeout of its own:
 * on a busy machine the page may take long to load, and the configured expect timeout says how long.
 */
export async function waitForSplash(page: Page) {
  await expect(page.locator("html")).not.toHaveClass(/splash-active/);
}

declare global {
  interface Window {
    __hydrated?: boolean;
  }
}

/**
 * Lets the page tell when React has hydrated it. React reports every commit to a DevTools hook
 * when the page has one; the page shell hydrates in the first commit after a full load and the
 * page's content and footer (Suspense boundaries, ADR 0020) in later ones, each at React's
 * offscreen priority: the page is hydrated after the first commit that leaves none of that work
 * pending. Until then, a click does a full page load instead of a client navigation, buttons do
 * nothing, and nodes a test adds to the server's HTML are thrown away by hydration, so tests that
 * act on the page wait for it.
 */
export async function watchHydration(page: Page) {
  await page.addInitScript((islandsDue: string) => {
    const w = window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown; __hydrated?: boolean };
    if (w.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
    // A page in islands mode (ADR 0071) has a root per island: it is hydrated once each island due
    // at load or after the load event has committed (a modal's waits for its opening, the
    // analytics' for consent).
    const roots = new Set<unknown>();
    const hydratedOnce = () => {
      const islands = document.querySelectorAll(islandsDue).length;
      return islands === 0 || roots.size >= islands;
    };
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberRoot: (_renderer: number, root: { pendingLanes: number }) => {
        // React's OffscreenLane, where boundaries the server filled wait to be hydrated.
        const OFFSCREEN_LANE = 0x20000000;
        if ((root.pendingLanes & OFFSCREEN_LANE) !== 0) return;
        roots.add(root);
        if (hydratedOnce()) w.__hydrated = true;
      },
      onPostCommitFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
    };
  }, ISLANDS_DUE_SELECTOR);
}

/**
 * Waits until React has hydrated the current document (needs `watchHydration` before loading it).
 * A page without scripts (the boot script marks <html> with "js" when they run) is never hydrated.
 */
export async function waitForHydration(page: Page) {
  if ((await page.locator("html.js").count()) === 0) return;
  await expect
    .poll(() => page.evaluate(() => window.__hydrated === true), { message: "React hydrated the page" })
    .toBe(true);
}

/**
 * Opens a page as a first-time visitor (no cookie choice yet, so the banner shows): splash over,
 * app hydrated, so the test can act on the page at once.
 */
export async function openFirstVisit(page: Page, path: string) {
  await watchHydration(page);
  const response = await page.goto(path);
  // On a frozen clock the splash ends only when page time moves on.
  if (frozen.has(page)) await page.clock.runFor(SPLASH_MS);
  await waitForReady(page);
  return response;
}

/** Opens a page as a returning visitor: cookie choice made, splash over, app hydrated. */
export async function openPage(page: Page, path: string) {
  await chooseCookies(page.context(), process.env.E2E_BASE_URL!);
  return openFirstVisit(page, path);
}

/** After a load or reload of a page opened with openPage/openFirstVisit: splash over, app hydrated. */
export async function waitForReady(page: Page) {
  await waitForSplash(page);
  await waitForHydration(page);
}

/**
 * Replaces the page's timers and clock with ones that only move when the test says so
 * (`page.clock.runFor`). Timer-driven behaviour (splash, carousels, delays, throttles) is then
 * checked in page time, the same however busy the machine is, and "nothing happens for 6 s" takes
 * no real 6 s. Call before loading the page.
 */
export async function freezeClock(page: Page) {
  frozen.add(page);
  const start = new Date("2026-01-05T09:00:00Z").getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/** Counts requests to the analytics host; they are answered locally (no network here). */
export async function watchAnalytics(page: Page) {
  const requests: string[] = [];
  await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: "application/javascript",
      body: "window.__analyticsLoaded = true;",
    });
  });
  return requests;
}

/** A screenshot of the viewport kept with the test's results, for looking at the page. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** The page's console errors and uncaught errors from now on, each with the address it came on. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}
