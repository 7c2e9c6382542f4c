// `node scripts/with-runtime-node.mjs <command…>`: the command on the project's Node.js runtime
// (scripts/runtime-node.mjs), for package.json scripts that start a tool directly.
import "./runtime-node.mjs";
import { spawnSync } from "node:child_process";

const result = spawnSync(process.argv.slice(2).join(" "), { stdio: "inherit", shell: true });
process.exit(result.status ?? 1);
