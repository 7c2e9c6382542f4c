// Removes from an `npm ci --omit=dev` tree every package the API and the site cannot reach at run
// time. npm keeps a development tool that a runtime package names as an optional peer (better-auth
// names drizzle-kit and vitest, React Router names TypeScript): the lockfile marks it "devOptional"
// and `--omit=dev` leaves it in. This walks the lockfile from the workspaces' dependencies, following
// dependencies, optional dependencies and required peers (never optional peers), and deletes the rest.
// Usage (in the image's deps stage): node prune-to-runtime.mjs <root> <workspace>…
import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync } from "node:fs";
import { join } from "node:path";

const [root, ...workspaces] = process.argv.slice(2);
if (!root || !workspaces.length) {
  console.error("Usage: node prune-to-runtime.mjs <root folder> <workspace folder>…");
  process.exit(2);
}
const { packages } = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8"));

/** Where Node finds `name` from the package at `from`: its own node_modules, then each parent's, then the root's. */
function resolve(from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const cut = dir.lastIndexOf("/node_modules/");
    // A package nested in another's node_modules looks in its parent next; a top-level package or
    // a workspace folder (apps/api) in the root's.
    dir = cut === -1 ? "" : dir.slice(0, cut);
  }
}

const reachable = new Set();
const queue = [...workspaces];
while (queue.length) {
  const at = queue.shift();
  if (reachable.has(at)) continue;
  reachable.add(at);
  const entry = packages[at] ?? {};
  const optionalPeers = entry.peerDependenciesMeta ?? {};
  const names = [
    ...Object.keys(entry.dependencies ?? {}),
    ...Object.keys(entry.optionalDependencies ?? {}),
    ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers[name]?.optional),
  ];
  for (const name of names) {
    const found = resolve(at, name);
    if (!found) continue; // an optional dependency for another platform
    // A workspace link (node_modules/@thalassa/contract) leads to its folder.
    queue.push(packages[found].link ? packages[found].resolved : found);
    if (packages[found].link) reachable.add(found);
  }
}

let removed = 0;
for (const path of Object.keys(packages)) {
  if (!path.includes("node_modules/") || reachable.has(path) || !existsSync(join(root, path))) continue;
  rmSync(join(root, path), { recursive: true, force: true });
  removed++;
}
// Scope folders (@vitest/) left empty.
for (const folder of [root, ...workspaces.map((w) => join(root, w))]) {
  const modules = join(folder, "node_modules");
  if (!existsSync(modules)) continue;
  for (const name of readdirSync(modules)) {
    const scope = join(modules, name);
    if (name.startsWith("@") && readdirSync(scope).length === 0) rmdirSync(scope);
  }
}
console.log(`Removed ${removed} packages the servers never load.`);
