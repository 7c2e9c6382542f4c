import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { catalogueFolder } from "./catalogue/load.ts";
import { mediaManifestPath } from "./seed.ts";

/*
 * Which demo catalogue a local database was seeded from. The seed writes the catalogue's
 * fingerprint beside the embedded database's folder; a later start compares it with the
 * catalogue of the working tree and says when the demo content is older than the catalogue,
 * and how to refresh it (`npm run demo:reset`, which keeps staff accounts).
 */

/** The SHA-256 of every file of the demo catalogue and the media manifest, by path. */
export function catalogueFingerprint(root = catalogueFolder, manifest = mediaManifestPath): string {
  const hash = createHash("sha256");
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(root);
  for (const path of files.sort())
    hash
      .update(`${relative(root, path)}\0`)
      .update(readFileSync(path))
      .update("\0");
  hash.update("media-manifest.json\0").update(readFileSync(manifest));
  return hash.digest("hex");
}

/** Where the fingerprint of the catalogue an embedded database was seeded from is kept. */
export function stampPath(dataDir: string): string {
  return join(dirname(dataDir), "demo-catalogue.sha256");
}

/**
 * Records that the database in `dataDir` holds the demo content of the current catalogue. A
 * record that cannot be written (a read-only folder) is skipped: it only informs later starts.
 */
export function writeCatalogueStamp(dataDir: string, fingerprint?: string): void {
  try {
    writeFileSync(stampPath(dataDir), `${fingerprint ?? catalogueFingerprint()}\n`);
  } catch {}
}

/**
 * What to tell the engineer when the database in `dataDir` holds demo content of another
 * catalogue than the working tree's (or of an unknown one); null when they match.
 */
export function staleCatalogueNotice(dataDir: string, fingerprint?: string): string | null {
  let current: string;
  try {
    current = fingerprint ?? catalogueFingerprint();
  } catch {
    // No catalogue beside this build (an image without the demo): nothing to compare.
    return null;
  }
  const path = stampPath(dataDir);
  const seeded = existsSync(path) ? readFileSync(path, "utf8").trim() : null;
  if (seeded === current) return null;
  const why =
    seeded === null
      ? "was seeded before its demo catalogue was recorded"
      : "was seeded from an older demo catalogue than apps/api/catalogue";
  return `The demo content in ${dataDir} ${why}: new or changed demo values do not show. Run \`npm run demo:reset\` (with the site stopped) to seed it again; staff accounts, uploads and form submissions are kept.`;
}
