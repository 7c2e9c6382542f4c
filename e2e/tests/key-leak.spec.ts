import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

const clientDir = join(import.meta.dirname, "../../apps/web/build/client");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test.describe("the API key stays on the server", () => {
  test("no built client asset contains it", async ({ baseURL }, info) => {
    test.skip(info.project.name !== "desktop", "one run is enough");
    const key = process.env.E2E_API_KEY!;
    expect(key.length).toBeGreaterThan(15);
    expect(baseURL).toBeTruthy();
    const files = filesUnder(clientDir);
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      expect(readFileSync(file).includes(key), file).toBe(false);
    }
  });

  for (const path of ["/", "/news", "/brands", "/whats-on", "/careers", "/gift-card", "/about"]) {
    test(`rendered HTML and loader data of ${path} do not contain it`, async ({ request }, info) => {
      test.skip(info.project.name !== "desktop", "one run is enough");
      const key = process.env.E2E_API_KEY!;
      const html = await (await request.get(path)).text();
      expect(html.length).toBeGreaterThan(500);
      expect(html).not.toContain(key);
      const data = await (await request.get(`${path === "/" ? "/_root" : path}.data`)).text();
      expect(data).not.toContain(key);
    });
  }
});
