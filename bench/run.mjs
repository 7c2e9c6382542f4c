// Installs the benchmark tools on first use, then runs the named benchmark.
import "../scripts/runtime-node.mjs";
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const name = process.argv[2];
const here = import.meta.dirname;
// Every tool the benchmarks name in bench/package.json, installed when one is missing.
const { dependencies } = JSON.parse(readFileSync(join(here, "package.json"), "utf8"));
if (Object.keys(dependencies).some((tool) => !existsSync(join(here, "node_modules", tool)))) {
  execSync("npm install --no-audit --no-fund", { cwd: here, stdio: "inherit" });
}
await import(join(here, `${name}.mjs`));
await import(join(here, "readme-tables.mjs"));
