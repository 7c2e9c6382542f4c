// Bundles a workspace's Node.js entry points into its dist/ for production (ESM, Node 22 and
// later, with source maps). The workspace packages (@thalassa/*) are bundled in; npm packages stay
// external and are loaded from node_modules at run time. Used by the API's and the site's builds.
import { build } from "esbuild";

const externalizeNpmPackages = {
  name: "externalize-npm-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@thalassa/") ? undefined : { path: args.path, external: true },
    );
  },
};

/** `entries` are esbuild's entry and output options (entryPoints with outdir or outfile), relative to the workspace. */
export function bundleNodeServer(entries) {
  return build({
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    sourcemap: true,
    logLevel: "warning",
    plugins: [externalizeNpmPackages],
    ...entries,
  });
}
