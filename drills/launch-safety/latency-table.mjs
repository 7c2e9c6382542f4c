// The /healthz figures of one time window per server, and the table the drill prints.
import { percentile } from "../lib/stack.mjs";

/** The p99 the issue sets for /healthz on both servers while hostile requests run. */
export const P99_TARGET_MS = 100;

/**
 * Figures of the samples that started within [from, to]: count, failures, p50 and p99 of the
 * periodic samples (a failed one counts with the time it waited), and max, the longest single
 * wait, which the deadline-free probe measures whole.
 */
export function windowFigures(samples, server, from, to) {
  const inWindow = samples.filter((s) => s.server === server && s.at >= from && s.at <= to);
  const periodic = inWindow.filter((s) => !s.probe);
  const sorted = periodic.map((s) => s.ms).sort((a, b) => a - b);
  return {
    samples: periodic.length,
    failures: periodic.filter((s) => !s.ok).length,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(Math.max(0, ...inWindow.map((s) => s.ms))),
    probeFailures: inWindow.filter((s) => s.probe && !s.ok).length,
  };
}

const COLUMNS = [
  ["shape", 46],
  ["server", 7],
  ["samples", 8],
  ["failures", 9],
  ["p50 ms", 7],
  ["p99 ms", 7],
  ["max ms", 7],
];

function row(cells) {
  return cells.map((cell, i) => String(cell).padEnd(COLUMNS[i][1])).join(" ");
}

/** Prints one row per window and server: [{ label, figures: { api, site } }]. */
export function printTable(windows) {
  console.log(row(COLUMNS.map(([name]) => name)));
  console.log(row(COLUMNS.map(([, width]) => "─".repeat(width))));
  for (const { label, figures } of windows) {
    for (const [server, f] of Object.entries(figures)) {
      const flag = f.p99 >= P99_TARGET_MS || f.failures ? " ◀" : "";
      console.log(row([label, server, f.samples, f.failures, f.p50, f.p99, `${f.max}${flag}`]));
    }
  }
}

/** "p99 12 ms, max 40 ms, 0/480 failed" for the report's figures. */
export function figureText(f) {
  return `p50 ${f.p50} ms, p99 ${f.p99} ms, max ${f.max} ms, ${f.failures}/${f.samples} failed`;
}
