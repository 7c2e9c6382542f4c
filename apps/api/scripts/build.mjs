// Bundles the API (with the workspace contract) into dist/server.js and the staff CLI into
// dist/invite-owner.js; npm packages stay external.
import { bundleNodeServer } from "../../../scripts/bundle-node-server.mjs";

await bundleNodeServer({
  entryPoints: { server: "src/server.ts", "invite-owner": "src/staff/invite-owner-cli.ts" },
  outdir: "dist",
});
