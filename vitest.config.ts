import { defineConfig } from "vitest/config";

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
          ],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/api/test/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
