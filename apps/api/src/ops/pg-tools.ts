import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Where pg_dump and pg_restore are: PG_BIN_DIR, else the newest of Debian's PostgreSQL packages
 * (/usr/lib/postgresql/<version>/bin), else PATH. pg_dump must be at least the server's version.
 */
export function pgTool(name: "pg_dump" | "pg_restore", env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN_DIR) return join(env.PG_BIN_DIR, name);
  const base = "/usr/lib/postgresql";
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(join(base, v, "bin", name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(base, versions[0], "bin", name);
  }
  return name;
}

/** Runs a PostgreSQL client tool; rejects with its own error output, which names the problem. */
export function runPgTool(binary: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === "ENOENT"
            ? `${binary} was not found: install the PostgreSQL client tools of the server's version (Debian: postgresql-client) or set PG_BIN_DIR`
            : error.message,
        ),
      ),
    );
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${binary} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}
