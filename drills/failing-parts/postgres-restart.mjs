// Failing part (b): PostgreSQL restarted during a stream of submissions and reads. The API is
// healthy again, answers no 5xx once PostgreSQL has been back for 5 s, and every acknowledged
// submission is in the database.
import { acceptedSubmissions, concretePath, discoverApiRoutes, validQuery } from "../lib/discover.mjs";
import { storedEmails } from "../lib/postgres.mjs";
import { healthy, sleep } from "../lib/stack.mjs";
import { stackOnCluster } from "./cluster-stack.mjs";

export async function drillPostgresRestart(report, kit, cluster) {
  const { stack, sql } = await stackOnCluster(
    report,
    cluster,
    "(b) PostgreSQL restarted during a stream of submissions",
    "failing-b",
  );
  try {
    const routes = await discoverApiRoutes(stack.apiUrl, stack.apiKey);
    const websites = await (
      await fetch(`${stack.apiUrl}/websites`, { headers: { "api-key": stack.apiKey } })
    ).json();
    const targets = await acceptedSubmissions({
      report,
      label: "(b) ",
      apiOrigin: stack.apiOrigin,
      apiKey: stack.apiKey,
      routes,
      samples: kit.submissionSamples(),
      websiteIds: websites.data.map((w) => w.id),
      withIdempotencyKey: kit.withIdempotencyKey,
    });
    const reads = routes.filter((r) => r.method === "GET");
    if (!targets.length) {
      report.uncovered(
        "(b) JSON submission routes",
        "the OpenAPI document lists no POST route with a JSON body matching a contract schema (issues 5 and 6); reads are checked instead",
      );
    }
    const acked = [];
    const outcomes = {};
    let sent = 0;
    let running = true;
    let restartAt = 0;
    let restartedAt = 0;
    const afterRestartFailures = [];
    const worker = async (n) => {
      while (running) {
        const i = sent++;
        const useSubmission = targets.length && i % 3 !== 0;
        let response;
        let email;
        try {
          if (useSubmission) {
            const { route, sample } = targets[i % targets.length];
            email = `drill.b${i}.${n}@example.com`;
            const payload = kit.withIdempotencyKey({
              ...sample.payload,
              ...("email" in sample.payload ? { email } : {}),
            });
            response = await fetch(`${stack.apiOrigin}${concretePath(route)}`, {
              method: "POST",
              headers: { "api-key": stack.apiKey, "content-type": "application/json" },
              body: JSON.stringify(payload),
              signal: AbortSignal.timeout(20_000),
            });
          } else {
            const route = reads[i % reads.length];
            response = await fetch(`${stack.apiOrigin}${concretePath(route)}${validQuery(route)}`, {
              headers: { "api-key": stack.apiKey },
              signal: AbortSignal.timeout(20_000),
            });
          }
          await response.arrayBuffer();
        } catch (error) {
          response = { status: error.name };
        }
        const key = `${useSubmission ? "submission" : "read"} ${response.status}`;
        outcomes[key] = (outcomes[key] ?? 0) + 1;
        if (useSubmission && response.status >= 200 && response.status < 300) acked.push(email);
        if (restartedAt && Date.now() - restartedAt > 5000 && response.status >= 500)
          afterRestartFailures.push(`${key} ${Date.now() - restartedAt} ms after the restart`);
        await sleep(50);
      }
    };
    const workers = Array.from({ length: 4 }, (_, n) => worker(n));
    await sleep(3000);
    restartAt = Date.now();
    cluster.restart();
    restartedAt = Date.now();
    let recoveredMs = null;
    for (let t = 0; t < 60 && recoveredMs === null; t++) {
      if (await healthy(stack.apiOrigin)) recoveredMs = Date.now() - restartedAt;
      else await sleep(250);
    }
    await sleep(8_000);
    running = false;
    await Promise.all(workers);
    report.check("API healthy again after the restart", recoveredMs !== null, `${recoveredMs} ms after`);
    report.check(
      "no 5xx later than 5 s after PostgreSQL was back",
      afterRestartFailures.length === 0,
      afterRestartFailures.slice(0, 5).join("; "),
    );
    if (targets.length) {
      const stored = await storedEmails(sql);
      const lost = acked.filter((e) => !stored.has(e));
      report.check(
        `every acknowledged submission is in the database (${acked.length} acknowledged)`,
        lost.length === 0 && acked.length > 0,
        lost.length ? `lost: ${lost.slice(0, 10).join(", ")}` : "",
      );
    }
    report.figure("(b) requests by outcome", JSON.stringify(outcomes));
    report.figure(
      "(b) PostgreSQL restart took",
      `${restartedAt - restartAt} ms; API healthy ${recoveredMs} ms after`,
    );
    report.figure(
      "(b) submission routes",
      targets.map((t) => `${t.route.template} (${t.sample.schema})`).join(", ") || "none",
    );
  } finally {
    await sql.end({ timeout: 2 });
    await stack.stop();
  }
}
