import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { allRoutes } from "./site-routes.ts";

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

test.describe("server HTML passes the W3C Nu HTML Checker", () => {
  test.skip(({ isMobile }) => isMobile, "the server HTML does not depend on the viewport");
  test.setTimeout(180_000);

  test("every route in every language, with zero errors", async ({ request }) => {
    const dir = mkdtempSync(join(tmpdir(), "vnu-"));
    const files: Record<string, string> = {};
    const english = await allRoutes();
    // The Greek and Russian pages are the same routes under /el and /ru (ADR 0035).
    const prefixed = ["el", "ru"].flatMap((lang) =>
      english.map((r) => (r === "/" ? `/${lang}` : `/${lang}${r}`)),
    );
    for (const route of [...english, ...prefixed]) {
      const file = join(dir, `${route.replace(/[^a-z0-9]+/gi, "_") || "home"}.html`);
      writeFileSync(file, await (await request.get(route)).text());
      files[file] = route;
    }
    const run = spawnSync(
      "java",
      ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...Object.keys(files)],
      {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const report = `${run.stderr ?? ""}${run.stdout ?? ""}`;
    // vnu writes its JSON report to stderr.
    const raw = report.trim() || "{}";
    rmSync(dir, { recursive: true, force: true });
    const parsed = JSON.parse(raw.slice(raw.indexOf("{"))) as {
      messages?: { type: string; url: string; message: string; extract?: string }[];
    };
    const errors = (parsed.messages ?? [])
      .filter((m) => m.type === "error")
      .map((m) => `${files[decodeURIComponent(new URL(m.url).pathname)] ?? m.url}: ${m.message}`);
    expect(errors).toEqual([]);
  });
});
