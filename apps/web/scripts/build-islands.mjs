// Builds the islands (ADR 0071) into build/client/assets and moves their manifest out of
// the public folder, to build/islands-manifest.json, where the server reads it.
import { renameSync, rmSync } from "node:fs";
import { build } from "vite";

const root = new URL("..", import.meta.url);
await build({ configFile: new URL("vite.islands.config.ts", root).pathname, logLevel: "warn" });
const out = new URL("build/client/assets/", root);
renameSync(new URL(".vite/manifest.json", out), new URL("build/islands-manifest.json", root));
rmSync(new URL(".vite", out), { recursive: true, force: true });
