// Bundles drills/kit (TypeScript that uses the API's database code and the contract's schemas)
// into drills/.build/kit.mjs with esbuild, as apps/api/scripts/build.mjs bundles the API.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { repoRoot } from "../../scripts/stack.mjs";

let loaded;

export async function loadKit() {
  if (loaded) return loaded;
  const outfile = join(repoRoot, "drills", ".build", "kit.mjs");
  const apiRoot = join(repoRoot, "apps", "api");
  await build({
    entryPoints: [join(repoRoot, "drills", "kit", "index.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    logLevel: "warning",
    define: { __API_ROOT__: JSON.stringify(apiRoot), __REPO_ROOT__: JSON.stringify(repoRoot) },
    plugins: [
      {
        name: "drills-kit",
        setup(b) {
          b.onResolve({ filter: /paths\.ts$/ }, (args) =>
            args.resolveDir.startsWith(join(apiRoot, "src"))
              ? { path: join(repoRoot, "drills", "kit", "paths-shim.ts") }
              : undefined,
          );
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@thalassa/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  loaded = await import(pathToFileURL(outfile).href);
  return loaded;
}
