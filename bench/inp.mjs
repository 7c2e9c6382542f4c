// `npm run bench:inp`: Interaction to Next Paint of the site's interactive parts on a slow phone.
// Debian's Chromium through Playwright, the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, from
// the first byte of the page, so hydration is as slow as the interaction), Google's `web-vitals`
// library (its attribution build, `onINP` with `reportAllChanges`) injected before the page's own
// scripts. Each run opens a fresh browser context on the page with everything the interaction needs
// set up without user input (form values, a filter's first choice), then does the one interaction
// measured with real input events (a click or a key press), so the page's INP is that
// interaction's latency. Median and worst of BENCH_RUNS runs (5), target 100 ms each; written to
// bench/results/inp.{json,md} with the machine, its load and the browser. BENCH_ONLY="phone menu"
// runs the interactions whose name contains it and writes bench/results/inp-only.{json,md}: a part
// of the list never replaces the last full run, which the README's table is made from.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright";
import { chromiumLaunchOptions } from "../scripts/chromium.mjs";
import { ISLANDS_DUE_SELECTOR } from "../scripts/islands-due.mjs";
import { browserVersion, loadNow, machineName } from "./machine.mjs";
import { startBenchSite } from "./start-site.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const TARGET_MS = 100;
const only = process.env.BENCH_ONLY;
const PAGE_READY_MS = 180_000;
const resultsDir = join(import.meta.dirname, "results");
const webVitals = readFileSync(
  join(import.meta.dirname, "node_modules", "web-vitals", "dist", "web-vitals.attribution.iife.js"),
  "utf8",
);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/**
 * Before the page's scripts: web-vitals reporting every INP change to the bench, and React's
 * DevTools hook telling when hydration is done (the page's content boundaries included), the
 * same signal the browser tests wait on (e2e/tests/support.ts): before it a click may do nothing.
 */
const PAGE_HOOKS = `${webVitals}
webVitals.onINP((metric) => {
  const a = metric.attribution;
  window.__reportInp({
    value: metric.value,
    target: a.interactionTarget,
    type: a.interactionType,
    inputDelay: a.inputDelay,
    processingDuration: a.processingDuration,
    presentationDelay: a.presentationDelay,
  });
}, { reportAllChanges: true });
if (!window.__REACT_DEVTOOLS_GLOBAL_HOOK__) {
  // A page in islands mode (ADR 0071) has a root per island.
  const roots = new Set();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject: () => 1, checkDCE: () => {},
    onScheduleFiberRoot: () => {}, onPostCommitFiberRoot: () => {}, onCommitFiberUnmount: () => {},
    onCommitFiberRoot: (_renderer, root) => {
      if ((root.pendingLanes & 0x20000000) !== 0) return;
      roots.add(root);
      if (roots.size >= document.querySelectorAll(${JSON.stringify(ISLANDS_DUE_SELECTOR)}).length) window.__hydrated = true;
    },
  };
}`;

/** Sets a form field's value as typing would, without input events the browser counts as interactions. */
function fillQuietly(locator, value) {
  return locator.evaluate((input, text) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    setter?.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }, value);
}

/** Focuses a select and moves to its next option with a real key press: the interaction measured. */
async function nextOption(page, select) {
  await select.evaluate((element) => element.focus());
  await page.keyboard.press("ArrowDown");
}

/**
 * The interactions measured: `path` is opened (phone or desktop), `prepare` sets the page up with
 * no user input, `interact` is the one measured input, `done` waits for what it shows.
 */
const INTERACTIONS = [
  {
    name: "open the phone menu",
    device: PHONE,
    path: "/",
    interact: (page) => page.getByRole("button", { name: "Open menu" }).click(),
    done: (page) => page.getByRole("navigation", { name: "Mobile" }).waitFor(),
  },
  {
    name: "open a form modal (newsletter, from the footer)",
    device: PHONE,
    path: "/",
    // A visitor scrolls down to the footer, reads it, then taps: the scroll is not an interaction
    // INP counts, and the opener starts loading its form as it comes near (usePreloadWhenNear).
    prepare: async (page) => {
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      await page.waitForLoadState("networkidle");
    },
    interact: (page) =>
      page
        .getByRole("contentinfo")
        .getByRole("link", { name: /subscribe/i })
        .click(),
    done: (page) => page.getByRole("dialog", { name: "Subscribe to our newsletter" }).waitFor(),
  },
  {
    name: "submit a form modal (newsletter, filled in)",
    device: PHONE,
    path: "/?modal=newsletter",
    prepare: async (page, run) => {
      const dialog = page.getByRole("dialog", { name: "Subscribe to our newsletter" });
      await fillQuietly(dialog.getByLabel("Email"), `inp-bench-${Date.now()}-${run}@example.com`);
      await dialog.getByLabel(/Terms and Conditions/).evaluate((box) => box.click());
    },
    interact: (page) =>
      page
        .getByRole("dialog", { name: "Subscribe to our newsletter" })
        .getByRole("button", { name: "Subscribe" })
        .click(),
    done: (page) => page.getByRole("heading", { name: "Thank you for subscribing!" }).waitFor(),
  },
  {
    name: "move a carousel (home hero, next slide)",
    device: PHONE,
    path: "/",
    interact: (page) => page.getByTestId("hero-mobile").getByRole("button", { name: "Next slide" }).click(),
    done: (page) =>
      page
        .getByTestId("hero-mobile")
        .locator(".hero__slide")
        .nth(1)
        .and(page.locator(".is-active"))
        .waitFor(),
  },
  {
    name: "filter a menu (Show only: Vegetarian)",
    device: PHONE,
    path: "/menu/forno-strovolos",
    // The filters sit in a closed disclosure ("Filter the menu"), opened here without a click.
    prepare: (page) =>
      page.getByText("Filter the menu").evaluate((summary) => {
        summary.closest("details").open = true;
      }),
    interact: (page) => page.getByRole("group", { name: "Show only" }).getByLabel("Vegetarian").click(),
    done: (page) => page.waitForURL(/[?&]diet=vegetarian/),
  },
  {
    name: "filter news by brand",
    device: PHONE,
    path: "/news?sort=brand",
    interact: (page) => nextOption(page, page.getByLabel("Choose Brand")),
    done: (page) => page.waitForURL(/[?&]brand=\d+/),
  },
  {
    name: "filter What's On by brand",
    device: PHONE,
    path: "/whats-on",
    interact: (page) => nextOption(page, page.getByLabel("Filter by brand")),
    done: (page) => page.waitForURL(/[?&]brand=\d+/),
  },
  {
    name: "switch language (English → Ελληνικά)",
    device: DESKTOP,
    path: "/news",
    interact: (page) =>
      page
        .getByRole("navigation", { name: "Language" })
        .filter({ visible: true })
        .getByRole("link", { name: "Ελληνικά" })
        .click(),
    done: (page) => page.waitForURL(/\/el\/news/),
  },
].filter((interaction) => !only || interaction.name.includes(only));

/** One run: a fresh context, the CPU slowed, the page ready, the interaction, its INP. */
async function measureOnce(browser, siteUrl, interaction, run) {
  const context = await browser.newContext({ ...interaction.device, baseURL: siteUrl });
  try {
    // A returning visitor's cookie choice: the consent banner is not what is measured.
    await context.addCookies([{ name: "RestaurantsCookiesConsent", value: "false", url: siteUrl }]);
    const reports = [];
    await context.exposeBinding("__reportInp", (_source, report) => reports.push(report));
    await context.addInitScript(PAGE_HOOKS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    // At 4× slowdown on a busy 2-core machine a page can take well over Playwright's default 30 s
    // to load and hydrate: a run waits for the page rather than giving up on the interaction.
    await page.goto(interaction.path, { timeout: PAGE_READY_MS });
    await page.locator("html:not(.splash-active)").waitFor({ state: "attached", timeout: PAGE_READY_MS });
    await page.waitForFunction(() => window.__hydrated === true, undefined, { timeout: PAGE_READY_MS });
    await interaction.prepare?.(page, run);
    await interaction.interact(page);
    await interaction.done(page);
    // web-vitals reports once the browser is idle after the next paint; a page that keeps its main
    // thread busy (an animation at 4× slowdown) gets the idle callback's own deadline instead.
    await page.waitForFunction(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: 5_000 })),
      undefined,
      { timeout: PAGE_READY_MS },
    );
    for (let waited = 0; reports.length === 0 && waited < 10_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const worst = reports.reduce((a, b) => (b.value > a.value ? b : a), reports[0]);
    if (!worst) throw new Error(`${interaction.name}: web-vitals reported no interaction`);
    return worst;
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const round = (ms) => Math.round(ms);

const loadBefore = loadNow();
const site = await startBenchSite();
const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
const rows = [];
try {
  for (const interaction of INTERACTIONS) {
    const runs = [];
    for (let run = 0; run < RUNS; run++)
      runs.push(await measureOnce(browser, site.siteUrl, interaction, run));
    const values = runs.map((r) => r.value);
    // The parts of the median run: where the time went.
    const typical = runs.find((r) => r.value === median(values));
    const row = {
      interaction: interaction.name,
      device: interaction.device === PHONE ? "phone 390 px" : "desktop 1280 px",
      medianMs: round(median(values)),
      worstMs: round(Math.max(...values)),
      withinTarget: median(values) <= TARGET_MS,
      inputDelayMs: round(typical.inputDelay),
      processingMs: round(typical.processingDuration),
      presentationMs: round(typical.presentationDelay),
      target: typical.target ?? "",
      runs: values.map(round),
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await browser.close();
  await site.close();
}

const browserName = browserVersion(chromiumLaunchOptions.executablePath);
const machine = `${machineName()}, ${browserName}, site, API and browser on the same machine; 1-minute load average ${loadBefore} before, ${loadNow()} after`;
const result = {
  at: new Date().toISOString(),
  machine,
  cpuSlowdown: CPU_SLOWDOWN,
  runs: RUNS,
  targetMs: TARGET_MS,
  rows,
};
const resultsName = only ? "inp-only" : "inp";
if (only) result.only = only;
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, `${resultsName}.json`), `${JSON.stringify(result, null, 2)}\n`);
const md = [
  `# Interaction to Next Paint (web-vitals, CPU slowed ${CPU_SLOWDOWN}×)`,
  "",
  ...(only
    ? [`Only the interactions named with "${only}" (BENCH_ONLY); \`inp.md\` keeps the last full run.`, ""]
    : []),
  `Run on ${result.at} on a ${machine}. Each interaction in a fresh browser context, median and worst of ${RUNS} runs; target ${TARGET_MS} ms. Input delay, processing and presentation are the median run's (web-vitals attribution).`,
  "",
  "| Interaction | Device | INP ms (median) | worst | input delay | processing | presentation | target element |",
  "| --- | --- | --- | --- | --- | --- | --- | --- |",
  ...rows.map(
    (r) =>
      `| ${r.interaction} | ${r.device} | ${r.medianMs}${r.withinTarget ? "" : " ✗"} | ${r.worstMs} | ${r.inputDelayMs} | ${r.processingMs} | ${r.presentationMs} | \`${r.target}\` |`,
  ),
  "",
].join("\n");
writeFileSync(join(resultsDir, `${resultsName}.md`), md);
console.log(`\n${md}`);
