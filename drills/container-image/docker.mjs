// The Docker daemon the image drill talks to. Without a reachable one (DOCKER_HOST or the default
// socket) it starts Debian's dockerd (package docker.io, installed with apt-get when missing) on a
// socket and data folder of its own, without a bridge or iptables rules: every container runs with
// host networking, so all traffic stays on loopback. A daemon the drill started is stopped at its
// end; its images (the cache of the stand-in base and the layers) stay in its data folder.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, openSync } from "node:fs";
import { join } from "node:path";

const OWN_ROOT = "/run/thalassa-drill-docker";
const OWN_SOCKET = `unix://${OWN_ROOT}/docker.sock`;
const OWN_DATA = "/var/lib/thalassa-drill-docker";

/** Debian's client: a `docker` earlier on PATH may be another build; the daemon is Debian's too. */
function dockerBinary() {
  return existsSync("/usr/bin/docker") ? "/usr/bin/docker" : "docker";
}

function reachable(host) {
  const env = host ? { ...process.env, DOCKER_HOST: host } : process.env;
  return (
    spawnSync(dockerBinary(), ["info", "--format", "{{.ServerVersion}}"], { env, stdio: "pipe" }).status === 0
  );
}

function ensurePackages() {
  const missing = [
    ["dockerd", "docker.io"],
    ["debootstrap", "debootstrap"],
  ].filter(([binary]) => spawnSync("sh", ["-c", `command -v ${binary}`], { stdio: "ignore" }).status !== 0);
  if (!missing.length && existsSync("/usr/bin/docker")) return;
  const packages = [...new Set(missing.map(([, pkg]) => pkg).concat("docker.io"))];
  console.log(`Installing ${packages.join(", ")} from Debian's packages…`);
  execFileSync(
    "sh",
    [
      "-c",
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(" ")}`,
    ],
    {
      stdio: "inherit",
    },
  );
}

/** A `docker` runner bound to a daemon: run(args, options) → stdout; ok(args) → boolean. */
export async function connectDocker() {
  ensurePackages();
  let host = process.env.DOCKER_HOST;
  let daemon = null;
  if (!host || !reachable(host)) {
    host = OWN_SOCKET;
    if (!reachable(host)) {
      if (process.getuid?.() !== 0)
        throw new Error("No Docker daemon is reachable and starting one needs root.");
      mkdirSync(OWN_ROOT, { recursive: true });
      mkdirSync(OWN_DATA, { recursive: true });
      const log = openSync(join(OWN_ROOT, "dockerd.log"), "a");
      daemon = spawn(
        "dockerd",
        [
          "--bridge=none",
          "--iptables=false",
          "--ip-masq=false",
          `--data-root=${OWN_DATA}`,
          `--exec-root=${OWN_ROOT}`,
          `--pidfile=${OWN_ROOT}/dockerd.pid`,
          `--host=${OWN_SOCKET}`,
        ],
        { detached: true, stdio: ["ignore", log, log] },
      );
      daemon.unref();
      const own = daemon;
      process.on("exit", () => own.exitCode === null && own.kill("SIGTERM"));
      const started = Date.now();
      while (!reachable(host)) {
        if (Date.now() - started > 60_000)
          throw new Error(`dockerd did not answer within 60 s (${OWN_ROOT}/dockerd.log)`);
        await new Promise((r) => setTimeout(r, 500));
      }
      console.log(`Started dockerd on ${OWN_SOCKET} (data in ${OWN_DATA}).`);
    }
  }
  const env = { ...process.env, DOCKER_HOST: host, DOCKER_BUILDKIT: "0" };
  const binary = dockerBinary();
  return {
    host,
    env,
    binary,
    run(args, options = {}) {
      return execFileSync(binary, args, { env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, ...options });
    },
    ok(args) {
      return spawnSync(binary, args, { env, stdio: "ignore" }).status === 0;
    },
    /** Stops the daemon if this drill started it (it shuts its containers down first). */
    async stop() {
      if (!daemon || daemon.exitCode !== null) return;
      const exited = new Promise((resolve) => daemon.once("exit", resolve));
      daemon.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    },
  };
}
