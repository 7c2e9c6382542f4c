import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "../scripts/chromium.mjs";

export default defineConfig({
  testDir: "./tests",
  globalSetup: "./global-setup.ts",
  fullyParallel: true,
  // Two browsers at a time: on a 2-core machine the site, the API and PGlite share the cores with
  // them. Tests wait on conditions (never on the clock), so a busy machine makes them slower, not
  // red; the timeouts below leave room for that.
  workers: 2,
  // A failed test runs once more; one that needs its retry is reported as flaky (scripts/test.mjs
  // counts and names it apart), never as passed. `npm test` asks for the retry (E2E_RETRIES=1) on a
  // developer's machine as in CI, so both give the same verdict; a spec run on its own does not.
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
  timeout: 90_000,
  expect: { timeout: 15_000, toPass: { timeout: 15_000 } },
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/report.json" }],
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: "desktop",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromiumLaunchOptions,
      },
    },
    {
      name: "mobile",
      // Specs named *.desktop.spec.ts check a screen whose phone layout other specs cover; one width
      // keeps the suite's time down.
      testIgnore: /\.desktop\.spec\.ts$/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
});
