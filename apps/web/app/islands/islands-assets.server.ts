import { existsSync, readFileSync } from "node:fs";
import type { IslandsAssets } from "./island.tsx";

/** Vite's manifest of the islands build, moved beside the client build by scripts/build-islands.mjs. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  src?: string;
}

const PUBLIC_BASE = "/assets/";
const PART = /^app\/islands\/parts\/(.+)\.tsx$/;

/** Each chunk's file with the files it imports, as addresses, in load order and once each. */
function withImports(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [
    ...(chunk.imports ?? []).flatMap((imported) => withImports(manifest, imported, seen)),
    `${PUBLIC_BASE}${chunk.file}`,
  ];
}

/** The islands' modules from a build's manifest (exported for its test). */
export function islandsAssetsFromManifest(manifest: Record<string, ManifestChunk>): IslandsAssets | null {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) return null;
  const loaderChunks = new Set<string>();
  const entry = withImports(manifest, entryKey, loaderChunks);
  const islands: Record<string, string[]> = {};
  for (const key of Object.keys(manifest)) {
    const name = PART.exec(key)?.[1];
    // What the loader already brings is not listed again.
    if (name) islands[name] = withImports(manifest, key, new Set(loaderChunks));
  }
  return { entry, islands };
}

let loaded: IslandsAssets | null | undefined;

/**
 * The islands build's modules, read once. Null where there is no islands build (`npm run dev`):
 * every page is then hydrated by React Router, as it is when the file is missing in production.
 */
export function islandsAssets(): IslandsAssets | null {
  if (loaded !== undefined) return loaded;
  const file = new URL("../islands-manifest.json", import.meta.url);
  loaded = existsSync(file) ? islandsAssetsFromManifest(JSON.parse(readFileSync(file, "utf8"))) : null;
  return loaded;
}
