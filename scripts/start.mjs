// `npm start`: install what is missing, build, run the API (embedded database, demo content)
// and the site in one process tree. Ctrl-C stops all of it.
import "./runtime-node.mjs";
import { buildAll, ensureInstalled } from "./ensure-built.mjs";

ensureInstalled();
buildAll();
const { startStack } = await import("./stack.mjs");
const port = Number(process.env.PORT ?? 3000);
const stack = await startStack({ port, apiPort: Number(process.env.API_PORT ?? 4000) });
console.log(`\nThe site is running at ${stack.siteUrl} (API at ${stack.apiUrl}). Press Ctrl-C to stop.\n`);

let stopping = false;
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(code);
};
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
for (const child of [stack.api, stack.web]) {
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`A server process exited (${code}); stopping.`);
      void stop(1);
    }
  });
}
