import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { basename, join, relative, sep } from "node:path";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { ApiEnv } from "../env.ts";

/**
 * The off-site copy (docs/operations.md, "Backups"): with BACKUP_S3_BUCKET set, each finished
 * backup (its folder, or its encrypted file) is uploaded to that bucket under BACKUP_S3_PREFIX
 * (`backups/` by default) + its name, through the API's S3_* connection settings (endpoint,
 * region, credentials). The manifest goes last, so a copy with its manifest is complete. The
 * bucket's own lifecycle rules (and versioning or object lock) decide how long copies are kept.
 */
export interface OffSite {
  client: S3Client;
  bucket: string;
  prefix: string;
}

export function offSiteFromEnv(env: ApiEnv, raw: NodeJS.ProcessEnv = process.env): OffSite | null {
  const bucket = raw.BACKUP_S3_BUCKET?.trim();
  if (!bucket) return null;
  const prefix = raw.BACKUP_S3_PREFIX?.trim() ?? "backups/";
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return { client, bucket, prefix: prefix === "" || prefix.endsWith("/") ? prefix : `${prefix}/` };
}

async function filesUnder(path: string): Promise<string[]> {
  if (!(await stat(path)).isDirectory()) return [path];
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Uploads one backup (folder or file) under the prefix; returns the number of objects and bytes. */
export async function copyOffSite(
  path: string,
  target: OffSite,
): Promise<{ objects: number; bytes: number }> {
  const base = join(path, "..");
  const files = (await filesUnder(path)).sort((a, b) =>
    basename(a) === "manifest.json" ? 1 : basename(b) === "manifest.json" ? -1 : a.localeCompare(b),
  );
  let bytes = 0;
  for (const file of files) {
    const size = (await stat(file)).size;
    await target.client.send(
      new PutObjectCommand({
        Bucket: target.bucket,
        Key: `${target.prefix}${relative(base, file).split(sep).join("/")}`,
        Body: createReadStream(file),
        ContentLength: size,
      }),
    );
    bytes += size;
  }
  return { objects: files.length, bytes };
}
