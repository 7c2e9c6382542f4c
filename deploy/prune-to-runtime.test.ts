import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const script = new URL("./prune-to-runtime.mjs", import.meta.url).pathname;
let root: string;

/** A workspace tree as `npm ci --omit=dev` leaves it: the lockfile's packages, each with a folder. */
function tree(packages: Record<string, Record<string, unknown>>) {
  root = mkdtempSync(join(tmpdir(), "prune-"));
  writeFileSync(join(root, "package-lock.json"), JSON.stringify({ packages: { "": {}, ...packages } }));
  for (const path of Object.keys(packages)) {
    mkdirSync(join(root, path), { recursive: true });
    writeFileSync(join(root, path, "package.json"), "{}");
  }
}
const prune = () => execFileSync(process.execPath, [script, root, "apps/api"], { encoding: "utf8" });
const kept = (path: string) => existsSync(join(root, path));

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("prune-to-runtime", () => {
  it("keeps what the workspace reaches and drops development tools named only as optional peers", () => {
    tree({
      "apps/api": { dependencies: { auth: "1", "@scope/lib": "1" } },
      "node_modules/auth": {
        dependencies: { jose: "1" },
        peerDependencies: { "drizzle-kit": "*", react: "*" },
        peerDependenciesMeta: { "drizzle-kit": { optional: true } },
      },
      "node_modules/jose": {},
      "node_modules/react": {},
      "node_modules/@scope/lib": { optionalDependencies: { "lib-linux-x64": "1", "lib-darwin-arm64": "1" } },
      "node_modules/lib-linux-x64": {},
      "node_modules/drizzle-kit": { devOptional: true, dependencies: { esbuild: "1" } },
      "node_modules/esbuild": { devOptional: true },
      "node_modules/vitest": { dev: true },
    });
    const output = prune();
    for (const path of ["auth", "jose", "react", "@scope/lib", "lib-linux-x64"])
      expect(kept(`node_modules/${path}`), path).toBe(true);
    for (const path of ["drizzle-kit", "esbuild", "vitest"])
      expect(kept(`node_modules/${path}`), path).toBe(false);
    expect(output).toContain("Removed 3 packages");
  });

  it("resolves a nested copy before the hoisted one, as Node does", () => {
    tree({
      "apps/api": { dependencies: { a: "1" } },
      "apps/api/node_modules/a": { dependencies: { b: "2" } },
      "apps/api/node_modules/a/node_modules/b": {},
      "node_modules/a": { dependencies: { c: "1" } },
      "node_modules/b": {},
      "node_modules/c": {},
    });
    prune();
    expect(kept("apps/api/node_modules/a/node_modules/b")).toBe(true);
    // The hoisted a, b and c serve another workspace the image does not install.
    for (const path of ["node_modules/a", "node_modules/b", "node_modules/c"])
      expect(kept(path), path).toBe(false);
  });
});
