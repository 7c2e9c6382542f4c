// The fuzz drill's memory watch: API and site RSS sampled every half second while the requests
// run, then checked against a bound on growth.
import { rssMiB } from "../lib/stack.mjs";

export function sampleMemory(stack) {
  const memory = { api: [rssMiB(stack.api.pid)], web: [rssMiB(stack.web.pid)] };
  const sampler = setInterval(() => {
    memory.api.push(rssMiB(stack.api.pid));
    memory.web.push(rssMiB(stack.web.pid));
  }, 500);
  /** Start and peak of the samples; the end is read now, after the load has settled. */
  const stats = (which) => {
    const values = memory[which].filter((v) => v !== null);
    return {
      start: values[0],
      peak: Math.max(...values),
      end: rssMiB(stack[which].pid) ?? values.at(-1),
    };
  };
  return { stop: () => clearInterval(sampler), stats };
}

/** Checks each process's growth (peak − start) against limitMiB and records the figures. */
export function checkMemory(report, samples, limitMiB) {
  const apiMem = samples.stats("api");
  const webMem = samples.stats("web");
  for (const [name, m] of [
    ["API", apiMem],
    ["site", webMem],
  ]) {
    report.check(
      `${name} memory bounded (peak − start ≤ ${limitMiB} MiB)`,
      m.peak - m.start <= limitMiB,
      `start ${m.start.toFixed(0)} MiB, peak ${m.peak.toFixed(0)} MiB, end ${m.end.toFixed(0)} MiB`,
    );
  }
  return { apiMem, webMem };
}
