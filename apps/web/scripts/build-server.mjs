// Bundles the production HTTP server into dist/server.js; npm packages stay external.
import { bundleNodeServer } from "../../../scripts/bundle-node-server.mjs";

await bundleNodeServer({ entryPoints: ["server/index.ts"], outfile: "dist/server.js" });
