import { readFileSync } from "node:fs";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildTestApp } from "../../apps/api/test/helpers.ts";
import { createSiteMetrics } from "../../apps/web/server/metrics.ts";

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: { severity?: string };
  annotations?: { guide?: string; summary?: string };
}
const rules = (
  parse(read("deploy/prometheus/alerts.yaml")) as { groups: { rules: Rule[] }[] }
).groups.flatMap((g) => g.rules);

/**
 * Metrics that come from the standard exporters the rules file names, not from the servers. A rule
 * that needs another one must add it here, with where it comes from.
 */
const EXPORTER_METRICS: Record<string, string> = {
  probe_success: "blackbox_exporter",
  probe_ssl_earliest_cert_expiry: "blackbox_exporter",
  node_filesystem_avail_bytes: "node_exporter",
  node_filesystem_size_bytes: "node_exporter",
  kube_pod_container_status_restarts_total: "kube-state-metrics",
};

const KEYWORDS = new Set([
  "by",
  "without",
  "on",
  "ignoring",
  "group_left",
  "group_right",
  "bool",
  "and",
  "or",
  "unless",
  "offset",
  "inf",
  "nan",
]);

/** The metric names a PromQL expression reads: every name that is not a function, keyword or label. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(\\.|[^"\\])*"/g, '""') // label values
    .replace(/\{[^}]*\}/g, "") // label matchers
    .replace(/\[[^\]]*\]/g, "") // ranges
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " "); // label lists
  const names = [...bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)]
    .filter((m) => !/^\s*\(/.test(bare.slice(m.index + m[0].length))) // a function call
    .filter((m) => !/[\d.]$/.test(bare.slice(0, m.index))) // the unit or exponent of a number
    .map((m) => m[0])
    .filter((name) => !KEYWORDS.has(name.toLowerCase()));
  return [...new Set(names)];
}

/** Every series name a Prometheus text exposition declares (# TYPE), histograms and summaries expanded. */
function exposedNames(text: string): string[] {
  const names: string[] = [];
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.push(name as string);
    if (type === "histogram") names.push(`${name}_bucket`, `${name}_sum`, `${name}_count`);
    if (type === "summary") names.push(`${name}_sum`, `${name}_count`);
  }
  return names;
}

let apiNames: string[] = [];
let siteNames: string[] = [];
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  const built = await buildTestApp({ seed: false, metrics: { kind: "open" } });
  close = built.close;
  const response = await built.app.inject({ method: "GET", url: "/metrics" });
  expect(response.statusCode).toBe(200);
  apiNames = exposedNames(response.body);
  const site = createSiteMetrics({ routes: {} } as unknown as ServerBuild, { kind: "open" });
  siteNames = exposedNames(await site.registry.metrics());
});
afterAll(() => close());

describe("deploy/prometheus/alerts.yaml", () => {
  it("reads only metrics the API or the site exports, or a named exporter's", () => {
    expect(apiNames).toContain("thalassa_backup_last_success_timestamp_seconds");
    expect(siteNames).toContain("thalassa_site_http_request_duration_seconds_bucket");
    const known = new Set([...apiNames, ...siteNames, ...Object.keys(EXPORTER_METRICS)]);
    const used = rules.flatMap((rule) => metricNames(rule.expr).map((name) => ({ rule: rule.alert, name })));
    expect(used.length).toBeGreaterThanOrEqual(rules.length);
    expect(used.filter(({ name }) => !known.has(name))).toEqual([]);
  });

  it("has a rule for every row of the guide's alert table, each with a severity and a summary", () => {
    const guide = read("docs/operations.md");
    const start = guide.indexOf("## Alerts worth setting");
    const table = guide.slice(start, guide.indexOf("\n## ", start + 1));
    const rows = [...table.matchAll(/^\| (.+?) +\| .+\|$/gm)]
      .map((m) => (m[1] as string).trim())
      .filter((cell) => cell !== "Alert" && !/^-+$/.test(cell));
    expect(rows.length).toBeGreaterThanOrEqual(9);
    const guided = new Set(rules.map((rule) => rule.annotations?.guide));
    expect(rows.filter((row) => !guided.has(row))).toEqual([]);
    for (const rule of rules) {
      expect(["page", "warn"], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      expect(rows, `${rule.alert}'s guide row`).toContain(rule.annotations?.guide);
    }
  });

  it("finds the metric names in an expression, and so would catch a misspelt one", () => {
    expect(
      metricNames(
        'histogram_quantile(0.99, sum by (le, route) (rate(a_seconds_bucket{status=~"5..", x="y"}[5m]))) > 1 or absent(b_total) and time() - c > 26 * 3600',
      ).sort(),
    ).toEqual(["a_seconds_bucket", "b_total", "c"]);
    const known = new Set(apiNames);
    expect(
      metricNames("max(thalassa_mail_queue_oldest_age_second) > 900").filter((n) => !known.has(n)),
    ).toEqual(["thalassa_mail_queue_oldest_age_second"]);
  });
});
