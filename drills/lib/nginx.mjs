// nginx for the drills that put it in front of the site: Debian's package, run in the foreground
// from a temp folder (never as a system service).
import { execSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The nginx binary, installed from Debian's packages when missing. */
export function ensureNginx() {
  for (const path of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (existsSync(path)) return path;
  console.log("Installing nginx from Debian's packages…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx", {
    stdio: "inherit",
  });
  return "/usr/sbin/nginx";
}

/** The folders nginx writes to, under `dir` (readable by its worker whoever runs the drill). */
export function prepareNginxDir(dir, extra = []) {
  chmodSync(dir, 0o777);
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi", ...extra]) mkdirSync(join(dir, sub));
}

/**
 * The top of an nginx.conf that keeps everything under `dir`; `http` is the inside of its http block.
 * One worker by default; the load benchmark's ceiling asks for one per core (`workers: "auto"`).
 */
export function nginxMainConfig(dir, http, { workers = 1, connections = 1024 } = {}) {
  return `worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections ${connections}; }
http {
  client_max_body_size 10m;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${http}
}
`;
}

/** Writes `config` to <dir>/nginx.conf and starts nginx on it in the foreground. */
export function startNginx(bin, dir, config) {
  writeFileSync(join(dir, "nginx.conf"), config);
  return spawn(bin, ["-c", join(dir, "nginx.conf"), "-p", dir], { stdio: ["ignore", "pipe", "pipe"] });
}
