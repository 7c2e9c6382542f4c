// Bundles the API (with the workspace contract) into dist/server.js and its command-line tools
// into dist/ (invite-owner, reset-second-factor, migrate, backup, restore, demo-reset); npm packages stay external.
import { bundleNodeServer } from "../../../scripts/bundle-node-server.mjs";

await bundleNodeServer({
  entryPoints: {
    server: "src/server.ts",
    "invite-owner": "src/staff/invite-owner-cli.ts",
    "reset-second-factor": "src/staff/reset-second-factor-cli.ts",
    migrate: "src/ops/migrate-cli.ts",
    backup: "src/ops/backup-cli.ts",
    restore: "src/ops/restore-cli.ts",
    "demo-reset": "src/seed/demo-reset-cli.ts",
  },
  outdir: "dist",
});
