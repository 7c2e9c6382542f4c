import { defineConfig } from "vitest/config";

// Time limits are a net for a test that hangs, never a speed check: on a 2-core machine that is
// busy with other work a test that builds an app and migrates its database can take minutes.

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/contract/src/**/*.test.ts",
            "apps/api/src/**/*.test.ts",
            "apps/web/app/**/*.test.{ts,tsx}",
            "apps/web/server/**/*.test.ts",
            "tools/demo-media/src/**/*.test.ts",
            "deploy/**/*.test.ts",
          ],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/api/test/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
