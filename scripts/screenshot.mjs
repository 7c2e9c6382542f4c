// Full-page screenshots of site pages, for looking at them: node scripts/screenshot.mjs BASE_URL OUT_DIR /path [/path …]
// Each path is shot at 390 px and 1280 px wide, after the intro splash.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium.mjs";

const [base, outDir, ...paths] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 } });
  await context.addCookies([{ name: "RestaurantsCookiesConsent", value: "false", url: base }]);
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(3400);
    const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    await page.screenshot({ path: join(outDir, name), fullPage: true });
    console.log(join(outDir, name));
  }
  await context.close();
}
await browser.close();
