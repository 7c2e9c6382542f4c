// A throwaway PostgreSQL (scripts/pg-cluster.mjs) that a drill can restart, and queries on it.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import postgres from "postgres";
import { ensurePostgresBinaries, startPostgres } from "../../scripts/pg-cluster.mjs";

export async function startCluster() {
  const cluster = await startPostgres();
  const bin = ensurePostgresBinaries();
  const asOwner = (file, args) =>
    process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
  return {
    ...cluster,
    /** pg_ctl restart (fast): every connection is dropped; the options of the first start are kept. */
    restart() {
      const [cmd, args] = asOwner(join(bin, "pg_ctl"), [
        "-D",
        cluster.dataDir,
        "-m",
        "fast",
        "-w",
        "restart",
      ]);
      execFileSync(cmd, args, { stdio: "ignore" });
    },
    client: () => postgres(cluster.url, { max: 2, onnotice: () => {} }),
  };
}

/** Every text value of every `email` column in the public schema. */
export async function storedEmails(sql) {
  const tables = await sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'email'`;
  const emails = new Set();
  for (const { table_name: table } of tables) {
    for (const row of await sql`select email from ${sql(table)}`) emails.add(row.email);
  }
  return emails;
}

/** Foreign keys that point at a table: [{ table, column }]. */
export async function referencesTo(sql, target) {
  const rows = await sql`
    select cl.relname as table, att.attname as column
    from pg_constraint con
    join pg_class cl on cl.oid = con.conrelid
    join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any(con.conkey)
    where con.contype = 'f' and con.confrelid = ${target}::regclass`;
  return rows.map((r) => ({ table: r.table, column: r.column }));
}
