// Failing part (c): the API killed with SIGKILL while uploads are in flight. No upload is left
// without its record or with fewer bytes in the blob store than recorded, every acknowledged
// application is stored, and the API starts again on the same database.
import { statSync } from "node:fs";
import { join } from "node:path";
import { concretePath, discoverApiRoutes, submissionTargets } from "../lib/discover.mjs";
import { referencesTo, storedEmails } from "../lib/postgres.mjs";
import { healthy, sleep, startDrillStack } from "../lib/stack.mjs";
import { pdfFile, publishedJobId, uploadForm } from "../lib/uploads.mjs";
import { stackOnCluster } from "./cluster-stack.mjs";

/** The size of a stored file in the folder blob store, or null when it is not there. */
function blobSize(dir, key) {
  try {
    return key ? statSync(join(dir, key)).size : null;
  } catch {
    return null;
  }
}

export async function drillKillDuringUploads(report, kit, cluster) {
  const opened = await stackOnCluster(report, cluster, "(c) kill -9 of the API during uploads", "failing-c");
  const { work, sql } = opened;
  // Replaced by a fresh start on the same database after the kill.
  let stack = opened.stack;
  try {
    const uploadTargets = submissionTargets(
      await discoverApiRoutes(stack.apiUrl, stack.apiKey),
      kit.submissionSamples(),
    ).filter((t) => t.multipart && t.sample.fileFields.length);
    const routes = uploadTargets.map((t) => t.route);
    const uploadsTable = (await sql`select to_regclass('public.uploads') as t`)[0].t;
    if (!routes.length) {
      report.uncovered(
        "(c) upload routes",
        "the OpenAPI document lists no multipart POST route (job applications, issue 5); the stored records are still checked",
      );
    }
    const sample = uploadTargets[0]?.sample;
    const jobId = await publishedJobId(stack.apiUrl, stack.apiKey);
    let acked = 0;
    let attempted = 0;
    const ackedEmails = [];
    if (routes.length && sample) {
      // A real PDF header, so a content check accepts it; 1.5 MB so uploads take a while.
      const file = pdfFile(1_500_000);
      const statuses = {};
      const send = async (i) => {
        const form = uploadForm({
          payload: kit.withIdempotencyKey(sample.payload),
          fileFields: sample.fileFields,
          email: `drill.c${i}@example.com`,
          jobId,
          fileFor: () => file,
        });
        attempted++;
        try {
          const response = await fetch(`${stack.apiOrigin}${concretePath(routes[0])}`, {
            method: "POST",
            headers: { "api-key": stack.apiKey },
            body: form,
            signal: AbortSignal.timeout(20_000),
          });
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          const text = await response.text();
          if (response.ok) {
            acked++;
            ackedEmails.push(`drill.c${i}@example.com`);
          }
          return { status: response.status, text };
        } catch {
          // in flight when the process died
          statuses.cut = (statuses.cut ?? 0) + 1;
          return { status: 0, text: "" };
        }
      };
      // The payload must be one the API accepts, or the kill proves nothing.
      const canary = await send(1000);
      report.check(
        "an upload is accepted before the kill (the payload is valid)",
        canary.status >= 200 && canary.status < 300,
        `${canary.status}: ${canary.text.slice(0, 160)}`,
      );
      const inFlight = Array.from({ length: 24 }, (_, i) => sleep(i * 40).then(() => send(i)));
      // Some finish, most are cut mid-body.
      await sleep(1200);
      stack.api.kill("SIGKILL");
      await Promise.all(inFlight);
      report.figure("(c) upload answers (cut = in flight at the kill)", JSON.stringify(statuses));
      await stack.stop();
      stack = await startDrillStack(work, { databaseUrl: cluster.url });
    }
    if (uploadsTable) {
      const parents = await referencesTo(sql, "uploads");
      const orphanCondition = parents
        .map((p) => `not exists (select 1 from "${p.table}" x where x."${p.column}" = u.id)`)
        .join(" and ");
      const orphans = parents.length
        ? (await sql.unsafe(`select count(*)::int as n from uploads u where ${orphanCondition}`))[0].n
        : 0;
      // The bytes are in the blob store (ADR 0026, BLOB_DIR in the work folder); a row that still
      // carries them in the database is checked there.
      const rows = await sql`select size, blob_key, octet_length(data) as in_db from uploads`;
      const torn = rows.filter((r) =>
        r.in_db !== null ? r.in_db !== r.size : blobSize(join(work, "blobs"), r.blob_key) !== r.size,
      ).length;
      const total = (await sql`select count(*)::int as n from uploads`)[0].n;
      report.check(
        "no upload without the record it belongs to",
        orphans === 0,
        `${orphans} of ${total} uploads have no parent (${parents.map((p) => `${p.table}.${p.column}`).join(", ")})`,
      );
      report.check(
        "no upload whose stored bytes differ from its recorded size",
        torn === 0,
        `${torn} of ${total}`,
      );
      report.figure("(c) uploads attempted / acknowledged / stored", `${attempted} / ${acked} / ${total}`);
      if (routes.length) {
        const stored = await storedEmails(sql);
        const lost = ackedEmails.filter((e) => !stored.has(e));
        report.check(
          `every acknowledged application is stored (${acked} acknowledged)`,
          lost.length === 0,
          lost.length ? `lost: ${lost.join(", ")}` : "",
        );
      }
    } else {
      report.uncovered("(c) uploads table", "the database has no uploads table");
    }
    report.check("API starts again on the same database after kill -9", await healthy(stack.apiOrigin));
  } finally {
    await sql.end({ timeout: 2 });
    await stack.stop();
  }
}
