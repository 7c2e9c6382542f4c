// Sending the fuzz drill's requests: the plan, `concurrency` at a time over raw sockets, and the
// slow clients that trickle their bodies.
import { rawRequest } from "../lib/raw-http.mjs";

/** Sends every request of the plan and hands each answer to onResult as it comes. */
export async function runPlan(plan, ports, concurrency, onResult) {
  let next = 0;
  const worker = async () => {
    while (next < plan.length) {
      const index = next++;
      const spec = plan[index];
      const response = await rawRequest(spec.target === "api" ? ports.api : ports.web, spec, {
        timeoutMs: 30_000,
      });
      onResult(index, spec, response);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Slowloris: headers or bodies trickled; each connection must be cut off by the server. */
export async function slowClients(ports, targets, count) {
  const sameOrigin = [
    ["Origin", targets.siteOrigin],
    ["Sec-Fetch-Site", "same-origin"],
    ["Content-Type", "application/x-www-form-urlencoded"],
  ];
  const body = Buffer.alloc(64 * 1024, "a");
  const started = Date.now();
  const results = await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const toApi = i % 2 === 0;
      return rawRequest(
        toApi ? ports.api : ports.web,
        {
          method: "POST",
          path: toApi ? "/api/v1/websites" : (targets.forms[0]?.action ?? "/consent"),
          headers: toApi
            ? [
                ["api-key", targets.apiKey],
                ["Content-Type", "application/json"],
              ]
            : sameOrigin,
          body,
          trickle: { chunkBytes: 1, everyMs: 500 },
        },
        { timeoutMs: 60_000 },
      );
    }),
  );
  const cutOff = results.filter((r) => !r.error || r.error !== "no answer within 60000 ms");
  return {
    results,
    cutOff: cutOff.length,
    maxMs: Math.max(...results.map((r) => r.ms)),
    seconds: (Date.now() - started) / 1000,
  };
}
