// Failing part (a): the API stopped. Pages seen before are still served, first fresh and then
// from the stale cache once it has aged past its freshness; forms say sending failed and keep
// what was typed; a page never seen is recorded as a figure.
import { launchChromium, newVisitorContext } from "../lib/browser.mjs";
import { discoverForms, discoverSitePages, matchSchema } from "../lib/discover.mjs";
import { healthy, sleep, startDrillStack, tempDir } from "../lib/stack.mjs";

const STALE_AFTER_MS = 61_000; // QUERY_CACHE_MS (60 s) and a margin: the cache then answers stale.
/**
 * The route error screen as rendered (root.tsx), not its words: every page carries the screen's
 * texts in each language for the browser, so the text alone is on healthy pages too.
 */
const ERROR_SCREEN = '<main class="error-screen"';
const FAILED_SENDING = /something went wrong|could not be sent|sending failed|try again|unavailable/i;

async function pageServed(siteUrl, path) {
  try {
    const response = await fetch(`${siteUrl}${path}`, { signal: AbortSignal.timeout(15_000) });
    const html = await response.text();
    return { ok: response.status === 200 && !html.includes(ERROR_SCREEN), status: response.status };
  } catch (error) {
    return { ok: false, status: String(error) };
  }
}

/** Valid values for a form's fields, from the matching contract sample. */
function formValues(form, samples) {
  const names = form.fields.map((f) => f.name);
  const sample = matchSchema(names, samples);
  return { sample, names };
}

export async function drillApiStopped(report, kit) {
  report.section("(a) API stopped: stale pages and failing forms");
  const work = tempDir("failing-a");
  const stack = await startDrillStack(work);
  const browser = await launchChromium();
  try {
    const { pages, modalPages } = await discoverSitePages(stack.apiUrl, stack.apiKey);
    const seen = [...pages, ...modalPages];
    // Modal addresses first, so a form is opened where its modal shows it.
    const forms = (await discoverForms(stack.siteUrl, [...modalPages, ...pages])).filter(
      (f) => f.action !== "/consent",
    );
    const primed = Date.now();
    for (const path of seen) await pageServed(stack.siteUrl, path);
    stack.api.kill("SIGKILL");
    await new Promise((resolve) => stack.api.once("exit", resolve));
    report.check("API stopped", !(await healthy(stack.apiOrigin)));

    const fresh = await Promise.all(seen.map(async (path) => [path, await pageServed(stack.siteUrl, path)]));
    const freshFailed = fresh.filter(([, r]) => !r.ok);
    report.check(
      `${seen.length} pages seen before still served right after the API stopped`,
      freshFailed.length === 0,
      freshFailed.map(([p, r]) => `${p} → ${r.status}`).join(", "),
    );

    // Forms, while the cache ages past its freshness.
    if (!forms.length) {
      report.uncovered(
        "(a) forms while the API is down",
        `no submission form found on ${seen.length} pages (${modalPages.join(", ")}); the forms are built in issue 5`,
      );
    }
    const samples = kit.submissionSamples();
    for (const form of forms) {
      try {
        await tryForm(form);
      } catch (error) {
        report.check(
          `form ${form.action} (on ${form.foundOn}) can be filled and sent`,
          false,
          String(error).slice(0, 200),
        );
      }
    }
    async function tryForm(form) {
      const { sample } = formValues(form, samples);
      const context = await newVisitorContext(browser, stack.siteUrl);
      const page = await context.newPage();
      await page.goto(`${stack.siteUrl}${form.foundOn}`);
      // Filled once the page's modules have loaded and hydrated it (they load after the first paint,
      // ADR 0025): a choice made before hydration can be lost, and with it what it shows (the
      // application's submit button appears once "Yes" is chosen).
      await page.waitForLoadState("networkidle").catch(() => {});
      const typed = {};
      for (const field of form.fields) {
        const value = sample?.payload[field.name];
        const input = page.locator(`form[action="${form.action}"] [name="${field.name}"]`).first();
        if (!(await input.isVisible().catch(() => false))) continue;
        if (
          ["text", "email", "tel", "textarea", "number", "date"].includes(field.type) &&
          value !== undefined
        ) {
          await input.fill(String(value)).catch(() => {});
          typed[field.name] = String(value);
        } else if (field.type === "radio" && value !== undefined) {
          await page
            .locator(`form[action="${form.action}"] [name="${field.name}"][value="${value}"]`)
            .first()
            .check({ force: true })
            .catch(() => {});
        } else if (field.type === "checkbox" && value === true) {
          await input.check().catch(() => {});
        } else if (field.type === "select") {
          await input.selectOption({ index: 1 }).catch(() => {});
        } else if (field.type === "file") {
          await input.setInputFiles({
            name: "cv.pdf",
            mimeType: "application/pdf",
            buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
          });
        }
      }
      await page
        .locator(`form[action="${form.action}"] [type="submit"], form [type="submit"]`)
        .first()
        .click();
      await page.waitForTimeout(3000);
      const text = (await page.locator("body").textContent()) ?? "";
      const kept = [];
      const lost = [];
      for (const [name, value] of Object.entries(typed)) {
        const now = await page
          .locator(`[name="${name}"]`)
          .first()
          .inputValue()
          .catch(() => null);
        (now === value ? kept : lost).push(name);
      }
      report.check(
        `form ${form.action} (on ${form.foundOn}) says sending failed`,
        FAILED_SENDING.test(text),
        FAILED_SENDING.test(text) ? "" : "no failure message visible after submitting",
      );
      report.check(
        `form ${form.action} keeps what was typed`,
        lost.length === 0 && kept.length > 0,
        `kept ${kept.join(", ") || "nothing"}${lost.length ? `; lost ${lost.join(", ")}` : ""}`,
      );
      await context.close();
    }

    const wait = STALE_AFTER_MS - (Date.now() - primed);
    if (wait > 0) {
      console.log(`  … waiting ${(wait / 1000).toFixed(0)} s until the cached answers are stale`);
      await sleep(wait);
    }
    const stale = [];
    for (const path of seen) stale.push([path, await pageServed(stack.siteUrl, path)]);
    const staleFailed = stale.filter(([, r]) => !r.ok);
    report.check(
      `${seen.length} pages still served from the stale cache ${((Date.now() - primed) / 1000).toFixed(0)} s after they were seen`,
      staleFailed.length === 0,
      staleFailed.map(([p, r]) => `${p} → ${r.status}`).join(", "),
    );
    const unseen = await pageServed(stack.siteUrl, "/news/never-seen-before-article");
    report.figure("(a) a page never seen, with the API down", `status ${unseen.status}`);
    report.figure("(a) pages seen / forms found", `${seen.length} / ${forms.length}`);
  } finally {
    await browser.close();
    await stack.stop();
  }
}
