// Installs the benchmark tools on first use, then runs the named benchmark.
import "../scripts/runtime-node.mjs";
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

const name = process.argv[2];
const here = import.meta.dirname;
if (!existsSync(join(here, "node_modules", "lighthouse"))) {
  execSync("npm install --no-audit --no-fund", { cwd: here, stdio: "inherit" });
}
await import(join(here, `${name}.mjs`));
await import(join(here, "readme-tables.mjs"));
