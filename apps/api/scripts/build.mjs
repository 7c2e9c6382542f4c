// Bundles the API (with the workspace contract) into dist/server.js and the staff CLI into
// dist/invite-owner.js; npm packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: { server: "src/server.ts", "invite-owner": "src/staff/invite-owner-cli.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "externalize-npm-packages",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@thalassa/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
