// What a benchmark ran on, for its results: the same figures mean little on another machine or
// under another load, so every run names both.
import { execFileSync } from "node:child_process";
import { availableParallelism, cpus, loadavg, totalmem } from "node:os";

/** The processor, its cores and the memory, e.g. "2-core AMD EPYC 7B13, 24 GiB". */
export function machineName() {
  const model = cpus()[0]?.model?.trim() ?? "unknown processor";
  return `${availableParallelism()}-core ${model}, ${Math.round(totalmem() / 2 ** 30)} GiB`;
}

/** The 1-minute load average now, one decimal. */
export function loadNow() {
  return Number(loadavg()[0].toFixed(1));
}

/** The browser's own version string, e.g. "Chromium 142.0.7444.175 built on Debian …". */
export function browserVersion(chromePath) {
  try {
    return execFileSync(chromePath, ["--version"], { encoding: "utf8" }).trim();
  } catch {
    return chromePath;
  }
}
