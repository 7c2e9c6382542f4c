import { timingSafeEqual } from "node:crypto";

/**
 * Who may read GET /metrics on either server (ADR 0033): anyone in development, the holder of
 * METRICS_TOKEN as a bearer token, or no one (production without a token: the numbers name routes
 * and volumes the public need not see).
 */
export type MetricsAccess = { kind: "open" } | { kind: "token"; token: string } | { kind: "off" };

export function metricsAccessFromSettings(env: { METRICS_TOKEN?: string; NODE_ENV: string }): MetricsAccess {
  if (env.METRICS_TOKEN) return { kind: "token", token: env.METRICS_TOKEN };
  return env.NODE_ENV === "production" ? { kind: "off" } : { kind: "open" };
}

/** The refusal for a scrape, or undefined when `authorization` may read the metrics. */
export function metricsRefusal(
  access: MetricsAccess,
  authorization: string | undefined,
): { status: 401 | 404; message: string } | undefined {
  if (access.kind === "open") return undefined;
  if (access.kind === "off")
    return { status: 404, message: "Metrics are off: set METRICS_TOKEN to read them." };
  const given = Buffer.from(/^Bearer (.+)$/.exec(authorization ?? "")?.[1] ?? "");
  const expected = Buffer.from(access.token);
  if (given.length === expected.length && timingSafeEqual(given, expected)) return undefined;
  return { status: 401, message: "Metrics need the METRICS_TOKEN as a bearer token." };
}
