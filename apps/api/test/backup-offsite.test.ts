import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readApiEnv } from "../src/env.ts";
import { copyOffSite, offSiteFromEnv } from "../src/ops/backup-offsite.ts";

const dir = mkdtempSync(join(tmpdir(), "backup-offsite-"));
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  directory: join(dir, "s3"),
  silent: true,
  configureBuckets: [{ name: "far-away" }],
});
let endpoint = "";
beforeAll(async () => {
  endpoint = `http://127.0.0.1:${(await server.run()).port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const settings = () => ({
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  S3_FORCE_PATH_STYLE: "true",
});

describe("the off-site copy", () => {
  it("is off unless BACKUP_S3_BUCKET is set", () => {
    expect(offSiteFromEnv(readApiEnv(settings()), {})).toBeNull();
  });

  it("uploads a backup folder under the prefix and its name, the manifest last, byte for byte", async () => {
    const folder = join(dir, "backups", "2026-11-28");
    mkdirSync(join(folder, "files", "uploads"), { recursive: true });
    writeFileSync(join(folder, "database.dump"), "dump");
    writeFileSync(join(folder, "files", "uploads", "cv.pdf"), "%PDF-1.4");
    writeFileSync(join(folder, "manifest.json"), "{}");
    const target = offSiteFromEnv(readApiEnv(settings()), { BACKUP_S3_BUCKET: "far-away" });
    if (!target) throw new Error("off-site copy not configured");
    expect(await copyOffSite(folder, target)).toEqual({ objects: 3, bytes: 4 + 8 + 2 });
    const listed = await target.client.send(new ListObjectsV2Command({ Bucket: "far-away" }));
    expect((listed.Contents ?? []).map((o) => o.Key).sort()).toEqual([
      "backups/2026-11-28/database.dump",
      "backups/2026-11-28/files/uploads/cv.pdf",
      "backups/2026-11-28/manifest.json",
    ]);
    const cv = await target.client.send(
      new GetObjectCommand({ Bucket: "far-away", Key: "backups/2026-11-28/files/uploads/cv.pdf" }),
    );
    expect(await cv.Body?.transformToString()).toBe("%PDF-1.4");

    // An encrypted backup is one file.
    const encrypted = join(dir, "backups", "2026-11-29.tar.gpg");
    writeFileSync(encrypted, "sealed");
    const sealed = offSiteFromEnv(readApiEnv(settings()), {
      BACKUP_S3_BUCKET: "far-away",
      BACKUP_S3_PREFIX: "site",
    });
    if (!sealed) throw new Error("off-site copy not configured");
    await copyOffSite(encrypted, sealed);
    const again = await sealed.client.send(new ListObjectsV2Command({ Bucket: "far-away", Prefix: "site/" }));
    expect((again.Contents ?? []).map((o) => o.Key)).toEqual(["site/2026-11-29.tar.gpg"]);
  });
});
