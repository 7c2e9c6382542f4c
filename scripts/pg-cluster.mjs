// A throwaway PostgreSQL cluster for the tests, from Debian's binaries (installed when missing).
// initdb refuses to run as root, so as root the cluster belongs to the postgres user.
import { execFileSync, execSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./stack.mjs";

function findBinDir() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], "bin") : null;
}

export function ensurePostgresBinaries() {
  let bin = findBinDir();
  if (bin) return bin;
  console.log("Installing PostgreSQL from Debian's packages…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql", {
    stdio: "inherit",
  });
  bin = findBinDir();
  if (!bin) throw new Error("PostgreSQL binaries not found after apt-get install");
  return bin;
}

/** Starts a cluster on a free loopback port. Returns { url, stop() }. */
export async function startPostgres() {
  const bin = ensurePostgresBinaries();
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "thalassa-pg-"));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, "data");
  const port = await freePort();
  const asOwner = (file, args) =>
    isRoot ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];

  const [initCmd, initArgs] = asOwner(join(bin, "initdb"), [
    "-D",
    dataDir,
    "-A",
    "trust",
    "-U",
    "postgres",
    "--no-sync",
  ]);
  execFileSync(initCmd, initArgs, { stdio: "ignore" });
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=200`;
  const [ctlCmd, ctlArgs] = asOwner(join(bin, "pg_ctl"), [
    "-D",
    dataDir,
    "-o",
    options,
    "-l",
    join(dir, "log"),
    "-w",
    "start",
  ]);
  execFileSync(ctlCmd, ctlArgs, { stdio: "ignore" });

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    stop() {
      const [stopCmd, stopArgs] = asOwner(join(bin, "pg_ctl"), ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      spawnSync(stopCmd, stopArgs, { stdio: "ignore" });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
