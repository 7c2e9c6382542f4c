import { spawn } from "node:child_process";
import { chmod, mkdtemp, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { BACKUP_FILE_MODE } from "./backup-folders.ts";

/**
 * Backups encrypted to an OpenPGP public key (BACKUP_GPG_RECIPIENT_FILE: an exported public key,
 * `gpg --export --armor you@example.com`): the folder becomes `<folder>.tar.gpg` and the plain
 * folder is deleted, so this host keeps nothing it could read. Decrypting needs the private key,
 * which never comes near it: `gpg --decrypt 2026-11-28.tar.gpg | tar -x` (docs/operations.md).
 */
export const ENCRYPTED_SUFFIX = ".tar.gpg";

function exitOf(child: ReturnType<typeof spawn>, name: string, stderr: () => string) {
  return new Promise<void>((resolve, reject) => {
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === "ENOENT"
            ? `${name} was not found: install it (Debian: ${name === "gpg" ? "gpg" : name}) to encrypt backups`
            : error.message,
        ),
      ),
    );
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed (exit ${code}): ${stderr().trim()}`)),
    );
  });
}

/** Encrypts a finished backup folder to the key in recipientFile; returns the encrypted file's path. */
export async function encryptBackup(folder: string, recipientFile: string, gpg = "gpg"): Promise<string> {
  const output = `${folder}${ENCRYPTED_SUFFIX}`;
  const partial = `${output}.part`;
  // gpg wants a home of its own; nothing is kept in it (the key is read from the file each time).
  const home = await mkdtemp(join(tmpdir(), "backup-gpg-"));
  try {
    const tar = spawn("tar", ["-C", dirname(folder), "-cf", "-", basename(folder)], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const encrypt = spawn(
      gpg,
      [
        "--batch",
        "--quiet",
        "--homedir",
        home,
        "--trust-model",
        "always",
        "--recipient-file",
        recipientFile,
        "--output",
        partial,
        "--encrypt",
      ],
      { stdio: ["pipe", "ignore", "pipe"] },
    );
    let tarErr = "";
    let gpgErr = "";
    tar.stderr?.on("data", (chunk: Buffer) => {
      tarErr += chunk.toString();
    });
    encrypt.stderr?.on("data", (chunk: Buffer) => {
      gpgErr += chunk.toString();
    });
    encrypt.stdin?.on("error", () => {}); // gpg refusing the key closes its input: its exit says why
    tar.stdout?.pipe(encrypt.stdin as NodeJS.WritableStream);
    await Promise.all([exitOf(tar, "tar", () => tarErr), exitOf(encrypt, "gpg", () => gpgErr)]);
    await chmod(partial, BACKUP_FILE_MODE);
    await rename(partial, output);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(home, { recursive: true, force: true });
  }
  await rm(folder, { recursive: true, force: true });
  return output;
}
