// The opening of a failing part that runs on the shared PostgreSQL cluster: its section in the
// report, a temp folder, the stack on the cluster's database and a client to read what it stored.
import { startDrillStack, tempDir } from "../lib/stack.mjs";

export async function stackOnCluster(report, cluster, title, prefix) {
  report.section(title);
  const work = tempDir(prefix);
  const stack = await startDrillStack(work, { databaseUrl: cluster.url });
  return { work, stack, sql: cluster.client() };
}
