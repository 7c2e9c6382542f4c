// drill:failing-parts — (a) API stopped: pages already seen still served (stale cache), forms say
// sending failed and keep what was typed; (b) PostgreSQL restarted during a stream of submissions:
// every acknowledged one is stored; (c) kill -9 of the API during uploads: no half-written
// records; (d) a hanging payment gateway: the order call times out cleanly and stays recoverable.
// DRILL_PARTS=a,b picks parts. Targets are discovered; missing ones are reported as not covered.
// Each part is a module of failing-parts/.
import "../scripts/runtime-node.mjs";
import { drillApiStopped } from "./failing-parts/api-stopped.mjs";
import { drillHangingGateway } from "./failing-parts/hanging-gateway.mjs";
import { drillKillDuringUploads } from "./failing-parts/kill-during-uploads.mjs";
import { drillPostgresRestart } from "./failing-parts/postgres-restart.mjs";
import { loadKit } from "./lib/kit.mjs";
import { startCluster } from "./lib/postgres.mjs";
import { DrillReport, runDrill } from "./lib/report.mjs";
import { ensureBuilt } from "./lib/stack.mjs";

const PARTS = (process.env.DRILL_PARTS ?? "a,b,c,d").split(",");

await runDrill(new DrillReport("drill:failing-parts"), async (report) => {
  ensureBuilt();
  const kit = await loadKit();
  if (PARTS.includes("a")) await drillApiStopped(report, kit);
  if (PARTS.some((p) => ["b", "c", "d"].includes(p))) {
    const cluster = await startCluster();
    try {
      if (PARTS.includes("b")) await drillPostgresRestart(report, kit, cluster);
      if (PARTS.includes("c")) await drillKillDuringUploads(report, kit, cluster);
      if (PARTS.includes("d")) await drillHangingGateway(report, kit, cluster);
    } finally {
      cluster.stop();
    }
  }
});
