// Where rendered files go, and the list of what was written for the report.
import fs from "node:fs";
import path from "node:path";
import { ONLY, OUT, PREVIEW } from "./options.ts";

// ---------------------------------------------------------------- output pipeline
export const written = [];
export function outPath(rel) {
  const p = path.join(OUT, rel);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  return p;
}
export function writeOut(rel, buf) {
  fs.writeFileSync(outPath(rel), buf);
  written.push({ rel, bytes: buf.length });
  if (PREVIEW && rel.endsWith(".svg")) {
    fs.mkdirSync(PREVIEW, { recursive: true });
    fs.writeFileSync(path.join(PREVIEW, rel.replace(/\//g, "__")), buf);
  }
}
export const selected = (key) => !ONLY || ONLY.test(key);
