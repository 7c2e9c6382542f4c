// Judging the fuzz drill's answers: what a bad answer lacks, how a request is described in a
// failure, and one example per kind of failure.
import { hasClearMessage } from "../lib/raw-http.mjs";

/**
 * One example per kind of problem (route and outcome), each with how often it happened, so a
 * frequent failure does not hide a rare one.
 */
export function firstOfEachKind(failures, limit = 25) {
  const kinds = new Map();
  for (const line of failures) {
    const route = /^#\d+ (\w+ [A-Z]+ [^ ?{[]+)/.exec(line)?.[1] ?? line;
    const outcome = / → (\d{3}|no answer|cross-site|unreadable)/.exec(line)?.[1] ?? "";
    const key = `${route} ${outcome}`;
    const kind = kinds.get(key) ?? { example: line, count: 0 };
    kind.count++;
    kinds.set(key, kind);
  }
  return [...kinds.values()].slice(0, limit).map((k) => `${k.count}× e.g. ${k.example}`);
}

export function judge(spec, response) {
  if (response.error) return `no answer (${response.error})`;
  const { status } = response;
  if (status >= 500) return `${status} server error: ${response.body.slice(0, 160)}`;
  // Refused for being cross-site (403) or for being malformed anyway (another 4xx) — never served.
  if (spec.expect === "refused" && (status < 400 || status >= 500))
    return `cross-site request not refused (${status})`;
  if (status >= 400 && status < 500 && spec.method !== "HEAD" && !hasClearMessage(response))
    return `${status} without a clear message (${response.headers["content-type"] ?? "no type"}: ${JSON.stringify(response.body.slice(0, 80))})`;
  if (status < 100) return `unreadable answer: ${response.statusLine}`;
  return null;
}

export function describeRequest(spec) {
  const path = Buffer.isBuffer(spec.path) ? `${spec.path.toString("latin1")} (raw bytes)` : spec.path;
  const headers = (spec.headers ?? []).map(([n, v]) => `${n}: ${String(v).slice(0, 40)}`).join(" | ");
  return `${spec.target} ${spec.method} ${path.slice(0, 120)}${headers ? ` {${headers}}` : ""}${spec.body ? ` [${spec.body.length} B: ${JSON.stringify(spec.body.subarray(0, 60).toString("latin1"))}]` : ""}`;
}
