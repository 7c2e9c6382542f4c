// drill:backup-restore — a PostgreSQL database and a blob folder filled through the public routes
// (every submission form, a job application with its CV files, the newsletter) and the staff
// routes (an owner invited and signed in, a news item created and published, an image uploaded);
// `npm run backup`'s built command copies both out; `npm run restore`'s puts them into a fresh
// cluster and a fresh blob folder. Every table's rows (all schemas, hashed in a fixed order), every
// sequence and every file's SHA-256 must match, and an API started on the copy serves the same.
// The backup is then restored into an S3-compatible bucket (s3rver on loopback) beside a third
// cluster and backed up from there: the same files, the same checksums, the same tables.
// Also: restore refuses a database that is not empty, and backup refuses the embedded database.
import "../scripts/runtime-node.mjs";
import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import S3rver from "s3rver";
import sharp from "sharp";
import { acceptInvitation, enrolSecondFactor, inviteOwner, OWNER } from "./launch-safety/staff.mjs";
import { concretePath, discoverApiRoutes, isPaymentRoute, submissionTargets } from "./lib/discover.mjs";
import { loadKit } from "./lib/kit.mjs";
import { startCluster } from "./lib/postgres.mjs";
import { DrillReport, runDrill } from "./lib/report.mjs";
import { ensureBuilt, freePort, repoRoot, startDrillStack, tempDir } from "./lib/stack.mjs";
import { pdfFile, publishedJobId, uploadForm } from "./lib/uploads.mjs";

const run = promisify(execFile);

/** The built backup/restore command with the API's settings for one database and blob folder. */
async function opsCommand(command, folder, env) {
  const started = Date.now();
  const merged = { ...process.env, NODE_ENV: "production", ...env };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const result = await run(process.execPath, [join(repoRoot, "apps/api/dist", `${command}.js`), folder], {
    cwd: join(repoRoot, "apps/api"),
    env: merged,
  }).then(
    ({ stdout }) => ({ ok: true, output: stdout.trim() }),
    (error) => ({ ok: false, output: `${error.stdout ?? ""}${error.stderr ?? ""}`.trim() }),
  );
  return { ...result, seconds: (Date.now() - started) / 1000 };
}

/** Every table of every user schema: row count and a hash of its rows in a fixed order. */
async function tableDigests(sql) {
  const tables = await sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`;
  const digests = new Map();
  for (const { schema, name } of tables) {
    const [row] = await sql`
      select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\n' order by t::text)), '') as hash
      from ${sql(schema)}.${sql(name)} t`;
    digests.set(`${schema}.${name}`, row);
  }
  const sequences = await sql`
    select schemaname || '.' || sequencename as name, coalesce(last_value, 0)::text as value from pg_sequences
    where schemaname not in ('pg_catalog', 'information_schema') order by 1`;
  for (const s of sequences) digests.set(`sequence ${s.name}`, { rows: 1, hash: s.value });
  return digests;
}

/** key → SHA-256 of every file under a blob folder (temporary files of a write excluded). */
function fileDigests(root) {
  const digests = new Map();
  let entries = [];
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return digests;
  }
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith(".")) continue;
    const path = join(entry.parentPath, entry.name);
    digests.set(relative(root, path), createHash("sha256").update(readFileSync(path)).digest("hex"));
  }
  return digests;
}

/** Every public submission route with a valid sample (uploads with PDF files); payments left out. */
async function fillThroughPublicRoutes(report, stack, kit) {
  const routes = await discoverApiRoutes(stack.apiUrl, stack.apiKey);
  const targets = submissionTargets(routes, kit.submissionSamples()).filter(
    (t) => !isPaymentRoute(t.route) && !t.route.template.includes("/staff/"),
  );
  const jobId = await publishedJobId(stack.apiUrl, stack.apiKey);
  const websites = (
    await (await fetch(`${stack.apiUrl}/websites`, { headers: { "api-key": stack.apiKey } })).json()
  ).data;
  let files = 0;
  for (const [i, target] of targets.entries()) {
    const email = `backup.${i}@example.com`;
    const url = `${stack.apiOrigin}${concretePath(target.route)}`;
    let answer = "";
    // A sample valid by shape may name a website the route refuses (private events: restaurants only).
    const candidates =
      "website_id" in target.sample.payload
        ? [target.sample.payload.website_id, ...websites.map((w) => w.id)]
        : [undefined];
    for (const websiteId of candidates) {
      const payload = kit.withIdempotencyKey({
        ...target.sample.payload,
        ...(websiteId === undefined ? {} : { website_id: websiteId }),
        ...("email" in target.sample.payload ? { email } : {}),
      });
      const response = target.multipart
        ? await fetch(url, {
            method: "POST",
            headers: { "api-key": stack.apiKey },
            body: uploadForm({
              payload,
              fileFields: target.sample.fileFields,
              email,
              jobId,
              fileFor: (field) => pdfFile(20_000 + i * 1000, `${field} of ${email}`),
            }),
          })
        : await fetch(url, {
            method: "POST",
            headers: { "api-key": stack.apiKey, "content-type": "application/json" },
            body: JSON.stringify(payload),
          });
      answer = `${response.status} ${(await response.text()).slice(0, 200)}`;
      if (response.ok) {
        if (target.multipart) files += target.sample.fileFields.length;
        break;
      }
    }
    report.check(
      `public: ${target.sample.schema} accepted by ${target.route.template}`,
      answer.startsWith("2"),
      answer,
    );
  }
  return { submissions: targets.length, files };
}

/** A news item created, published, with an uploaded image as its picture. */
async function fillThroughStaffRoutes(report, stack, cookie) {
  const headers = { "api-key": stack.apiKey, cookie };
  const form = new FormData();
  const jpeg = await sharp({
    create: { width: 1800, height: 1000, channels: 3, background: { r: 30, g: 110, b: 150 } },
  })
    .jpeg()
    .toBuffer();
  form.append("file", new Blob([jpeg], { type: "image/jpeg" }), "harbour.jpg");
  const upload = await fetch(`${stack.apiUrl}/staff/media`, { method: "POST", headers, body: form });
  const media = upload.ok ? await upload.json() : null;
  report.check("staff: an image upload is turned into its sizes", upload.status === 201, `${upload.status}`);
  const image = {
    url: media?.url,
    alt: "The harbour at dusk",
    blurhash: media?.blurhash,
    width: media?.width,
    height: media?.height,
  };
  const news = {
    title: "Backed-up harbour terrace",
    url: "backed-up-harbour-terrace",
    status: "draft",
    description: "<p>Open from <strong>Friday</strong>.</p>",
    images: { small: image, large: image },
  };
  const json = { ...headers, "content-type": "application/json" };
  const created = await fetch(`${stack.apiUrl}/staff/content/news`, {
    method: "POST",
    headers: json,
    body: JSON.stringify(news),
  });
  const item = created.ok ? (await created.json()).data : null;
  const published = await fetch(`${stack.apiUrl}/staff/content/news/${item?.id}`, {
    method: "PUT",
    headers: json,
    body: JSON.stringify({ ...news, status: "live" }),
  });
  report.check(
    "staff: a news item is created and published",
    created.status === 201 && published.ok,
    `${created.status}, ${published.status}`,
  );
  return { news, media };
}

await runDrill(new DrillReport("drill:backup-restore"), async (report) => {
  ensureBuilt();
  const kit = await loadKit();
  const work = tempDir("backup");
  const source = await startCluster();
  const target = await startCluster();
  const secret = { STAFF_AUTH_SECRET: randomBytes(32).toString("base64url") };
  try {
    // ── fill ──
    report.section("Filling the database through the public and staff routes");
    const port = await freePort();
    const sourceBlobs = join(work, "blobs");
    const link = await inviteOwner(OWNER.email, {
      ...secret,
      DATABASE_URL: source.url,
      PUBLIC_SITE_URL: `http://localhost:${port}`,
      MAIL_OUTBOX_DIR: join(work, "outbox"),
    });
    const stack = await startDrillStack(work, {
      port,
      databaseUrl: source.url,
      env: { ...secret, BLOB_DIR: sourceBlobs },
    });
    let filled;
    try {
      // Owners use an authenticator app (ADR 0037): set up right after the invitation.
      const cookie = await enrolSecondFactor(
        stack.webOrigin,
        await acceptInvitation(stack.webOrigin, link, OWNER),
        OWNER.password,
      );
      report.check("staff: the invited owner signs in", Boolean(cookie));
      const publicFill = await fillThroughPublicRoutes(report, stack, kit);
      const staffFill = await fillThroughStaffRoutes(report, stack, cookie);
      filled = { ...publicFill, ...staffFill };
      report.figure("submissions posted", publicFill.submissions);
      report.figure("CV and permit files uploaded", publicFill.files);
    } finally {
      await stack.stop();
    }

    // ── back up, restore ──
    report.section("Backup and restore");
    const sql = source.client();
    const before = await tableDigests(sql);
    await sql.end();
    const filesBefore = fileDigests(sourceBlobs);
    const folder = join(work, "backup");
    const backup = await opsCommand("backup", folder, { DATABASE_URL: source.url, BLOB_DIR: sourceBlobs });
    report.check("npm run backup succeeds", backup.ok, backup.output);
    let record = null;
    try {
      record = JSON.parse(readFileSync(join(sourceBlobs, "backups", "last-success"), "utf8"));
    } catch {}
    report.check(
      "the backup is on record in the file store (thalassa_backup_last_success_timestamp_seconds)",
      record?.folder === folder && Date.now() - Date.parse(record.finishedAt) < 10 * 60_000,
      JSON.stringify(record),
    );
    report.figure("backup", `${backup.seconds.toFixed(1)} s — ${backup.output}`);
    const manifest = JSON.parse(readFileSync(join(folder, "manifest.json"), "utf8"));
    report.check(
      "the manifest lists every stored file",
      manifest.files.length === filesBefore.size,
      `${manifest.files.length} of ${filesBefore.size}`,
    );

    const targetBlobs = join(work, "restored-blobs");
    const restore = await opsCommand("restore", folder, { DATABASE_URL: target.url, BLOB_DIR: targetBlobs });
    report.check("npm run restore succeeds", restore.ok, restore.output);
    report.figure("restore", `${restore.seconds.toFixed(1)} s — ${restore.output}`);

    // ── compare ──
    report.section("Comparing every table and every file");
    const restoredSql = target.client();
    const after = await tableDigests(restoredSql);
    await restoredSql.end();
    const rowCount = [...before.values()].reduce((sum, d) => sum + d.rows, 0);
    report.figure("tables and sequences compared", `${before.size} (${rowCount} rows)`);
    report.check(
      "the restored database has the same tables and sequences",
      [...before.keys()].join() === [...after.keys()].join(),
      `${before.size} vs ${after.size}`,
    );
    const differing = [...before].filter(
      ([name, d]) => after.get(name)?.hash !== d.hash || after.get(name)?.rows !== d.rows,
    );
    report.check(
      "every table's rows and every sequence are identical",
      differing.length === 0,
      differing.map(([n]) => n).join(", "),
    );
    for (const table of [
      "public.uploads",
      "public.newsletter_subscriptions",
      "public.staff_media",
      "public.posts",
    ]) {
      const rows = before.get(table)?.rows ?? 0;
      report.check(`${table} was filled before the backup`, rows > 0, `${rows} rows`);
    }
    const filesAfter = fileDigests(targetBlobs);
    const missing = [...filesBefore].filter(([key, hash]) => filesAfter.get(key) !== hash);
    report.check(
      "every stored file is restored with the same SHA-256",
      filesBefore.size > 0 && missing.length === 0 && filesAfter.size === filesBefore.size,
      `${filesBefore.size} files; differing: ${missing.map(([k]) => k).join(", ")}`,
    );
    report.figure("files compared", filesBefore.size);

    // ── the copy serves ──
    const copy = await startDrillStack(work, {
      databaseUrl: target.url,
      env: { ...secret, BLOB_DIR: targetBlobs },
    });
    try {
      const news = await fetch(`${copy.apiUrl}/posts?post_type=news`, {
        headers: { "api-key": copy.apiKey },
      }).then((r) => r.json());
      report.check(
        "the API on the restored copy lists the published news item",
        news.data.some((n) => n.url === filled.news.url),
      );
      const picture = await fetch(`${copy.apiOrigin}${filled.media.url}`);
      const served = createHash("sha256")
        .update(Buffer.from(await picture.arrayBuffer()))
        .digest("hex");
      const key = `media/${filled.media.url.split("/").pop()}`;
      report.check(
        "the restored copy serves the uploaded image byte for byte",
        picture.ok && served === filesBefore.get(key),
        `${picture.status}`,
      );
    } finally {
      await copy.stop();
    }

    // ── the same through an S3-compatible bucket (s3rver on loopback) ──
    report.section("Restore into an S3 bucket, and back up from it");
    const s3Dir = join(work, "s3");
    const s3 = new S3rver({
      address: "127.0.0.1",
      port: 0,
      directory: s3Dir,
      silent: true,
      configureBuckets: [{ name: "restored" }],
    });
    const { port: s3Port } = await s3.run();
    const third = await startCluster();
    try {
      const bucket = {
        BLOB_STORE: "s3",
        S3_BUCKET: "restored",
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        S3_FORCE_PATH_STYLE: "true",
      };
      const intoBucket = await opsCommand("restore", folder, { DATABASE_URL: third.url, ...bucket });
      report.check("restore into an empty bucket succeeds", intoBucket.ok, intoBucket.output);
      const fromBucket = join(work, "backup-from-s3");
      const again = await opsCommand("backup", fromBucket, { DATABASE_URL: third.url, ...bucket });
      report.check("backup from the bucket succeeds", again.ok, again.output);
      const second = again.ok
        ? JSON.parse(readFileSync(join(fromBucket, "manifest.json"), "utf8"))
        : { files: [] };
      const same = (a, b) =>
        JSON.stringify(a.map((f) => [f.key, f.sha256])) === JSON.stringify(b.map((f) => [f.key, f.sha256]));
      report.check(
        "the bucket's backup lists the same files with the same checksums",
        same(manifest.files, second.files),
        `${second.files.length} of ${manifest.files.length}`,
      );
      const thirdSql = third.client();
      const viaBucket = await tableDigests(thirdSql);
      await thirdSql.end();
      const changed = [...before].filter(([name, d]) => viaBucket.get(name)?.hash !== d.hash);
      report.check(
        "the database restored beside the bucket is identical too",
        changed.length === 0,
        changed.map(([n]) => n).join(", "),
      );
    } finally {
      third.stop();
      await s3.close();
    }

    // ── refusals ──
    const again = await opsCommand("restore", folder, {
      DATABASE_URL: target.url,
      BLOB_DIR: join(work, "third-blobs"),
    });
    report.check(
      "restore refuses a database that is not empty, saying so",
      !again.ok && /already has \d+ tables/.test(again.output),
      again.output,
    );
    const damaged = join(work, "damaged-backup");
    cpSync(folder, damaged, { recursive: true });
    const victim = join(damaged, "files", manifest.files[0].key);
    writeFileSync(victim, Buffer.concat([readFileSync(victim), Buffer.from("x")]));
    const refused = await opsCommand("restore", damaged, {
      DATABASE_URL: target.url,
      BLOB_DIR: join(work, "third-blobs"),
    });
    report.check(
      "restore refuses a backup whose file differs from its checksum, naming it",
      !refused.ok && refused.output.includes(manifest.files[0].key) && /checksum/.test(refused.output),
      refused.output,
    );
    const embedded = await opsCommand("backup", join(work, "pglite-backup"), {
      DATABASE_URL: undefined,
      DATA_DIR: join(work, "pglite"),
    });
    report.check(
      "backup refuses the embedded database with what to do instead",
      !embedded.ok && /works on PostgreSQL/.test(embedded.output),
      embedded.output,
    );
  } finally {
    source.stop();
    target.stop();
  }
});
