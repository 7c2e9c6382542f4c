// Command-line options:
//   tsx src/main.ts [outDir=apps/api/media] [manifest=apps/api/src/seed/media-manifest.json]
//   --only=<regexp on asset key>   --no-video   --preview=<dir> (also writes PNGs)
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const apiRoot = fileURLToPath(new URL("../../../apps/api/", import.meta.url));
const argv = process.argv.slice(2);
const positional = argv.filter((a) => !a.startsWith("--"));

function flag(name: string): string | true | undefined {
  const hit = argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (!hit) return undefined;
  return hit.includes("=") ? hit.slice(hit.indexOf("=") + 1) : true;
}
function flagValue(name: string): string | undefined {
  const value = flag(name);
  if (value === true) throw new Error(`--${name} needs a value: --${name}=<value>`);
  return value;
}

export const OUT = path.resolve(positional[0] ?? path.join(apiRoot, "media"));
export const MANIFEST = path.resolve(
  positional[1] ?? path.join(apiRoot, "src", "seed", "media-manifest.json"),
);
const only = flagValue("only");
export const ONLY = only ? new RegExp(only) : null;
export const NO_VIDEO = !!flag("no-video");
const preview = flagValue("preview");
export const PREVIEW = preview ? path.resolve(preview) : null;
export const FFMPEG = process.env.FFMPEG || "ffmpeg";
// The machine is shared: two rendering threads are plenty.
sharp.concurrency(2);
