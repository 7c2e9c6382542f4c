// `node scripts/with-runtime-node.mjs <command> [args…]`: the command on the project's Node.js
// runtime (scripts/runtime-node.mjs), for package.json scripts that start a tool directly.
import "./runtime-node.mjs";
import { spawnSync } from "node:child_process";

const [command, ...args] = process.argv.slice(2);
const result = spawnSync(command, args, { stdio: "inherit" });
if (result.error) console.error(result.error.message);
process.exit(result.status ?? 1);
