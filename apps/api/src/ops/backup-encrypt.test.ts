import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { encryptBackup } from "./backup-encrypt.ts";
import { pruneBackups } from "./backup-folders.ts";

const hasGpg = spawnSync("gpg", ["--version"]).status === 0;

/** A key pair in its own gpg home; the public half exported to a file, as an operator would hand it over. */
function keyPair() {
  const home = mkdtempSync(join(tmpdir(), "gpg-home-"));
  const gpg = (args: string[]) => execFileSync("gpg", ["--batch", "--homedir", home, ...args]);
  gpg(["--passphrase", "", "--quick-gen-key", "backups@example.com", "future-default", "default", "never"]);
  const publicKey = join(home, "public.asc");
  writeFileSync(publicKey, gpg(["--armor", "--export", "backups@example.com"]));
  return { publicKey, decrypt: (file: string) => gpg(["--quiet", "--decrypt", file]) };
}

function backupFolder(root: string, name: string) {
  const folder = join(root, name);
  mkdirSync(join(folder, "files", "uploads"), { recursive: true });
  writeFileSync(join(folder, "manifest.json"), '{"createdAt":"2026-11-28T03:00:00.000Z"}');
  writeFileSync(join(folder, "files", "uploads", "cv.pdf"), "Maria Papadopoulou, +30 210 000 0000");
  return folder;
}

describe.skipIf(!hasGpg)("encrypted backups", () => {
  it("turn the folder into <folder>.tar.gpg readable with the private key only, and delete the plain folder", async () => {
    const { publicKey, decrypt } = keyPair();
    const root = mkdtempSync(join(tmpdir(), "encrypted-"));
    const folder = backupFolder(root, "2026-11-28");
    const file = await encryptBackup(folder, publicKey);
    expect(file).toBe(`${folder}.tar.gpg`);
    expect(existsSync(folder)).toBe(false);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file).includes("Papadopoulou")).toBe(false);
    const tarball = join(root, "decrypted.tar");
    writeFileSync(tarball, decrypt(file));
    const listing = execFileSync("tar", ["-tf", tarball], { encoding: "utf8" });
    expect(listing).toContain("2026-11-28/manifest.json");
    expect(listing).toContain("2026-11-28/files/uploads/cv.pdf");
  });

  it("keep the plain folder and leave no partial file when the key cannot be used", async () => {
    const root = mkdtempSync(join(tmpdir(), "encrypted-"));
    const folder = backupFolder(root, "2026-11-28");
    const notAKey = join(root, "not-a-key.asc");
    writeFileSync(notAKey, "hello");
    await expect(encryptBackup(folder, notAKey)).rejects.toThrow(/gpg failed/);
    expect(readdirSync(root).sort()).toEqual(["2026-11-28", "not-a-key.asc"]);
  });

  it("are counted and pruned like folders", async () => {
    const root = mkdtempSync(join(tmpdir(), "encrypted-"));
    for (const name of ["2026-11-25.tar.gpg", "2026-11-26.tar.gpg", "2026-11-27.tar.gpg"])
      writeFileSync(join(root, name), "encrypted");
    backupFolder(root, "2026-11-28");
    const { kept, removed } = await pruneBackups(root, { keepDaily: 2, keepMonthly: 0 });
    expect(kept).toEqual(["2026-11-27", "2026-11-28"]);
    expect(removed).toEqual(["2026-11-25", "2026-11-26"]);
    expect(readdirSync(root).sort()).toEqual(["2026-11-27.tar.gpg", "2026-11-28"]);
  });
});
