import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join, relative, sep } from "node:path";
import { assertBlobKey, type BlobStore, type StoredBlob } from "./blob-store.ts";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Files in a folder (BLOB_DIR), one file per key: the zero-setup default, and fine for one
 * instance with the folder on a kept volume. Each file is written under a temporary name, flushed
 * and renamed into place, so a crash or a full disk never leaves half a file under a key.
 */
export function createFsBlobStore(root: string): BlobStore {
  const pathOf = (key: string) => {
    assertBlobKey(key);
    return join(root, key);
  };

  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Keys never start with a dot, so a temporary name is never taken for a stored file.
      const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString("hex")}.part`);
      try {
        const handle = await open(temporary, "wx");
        try {
          if (Buffer.isBuffer(body)) await handle.writeFile(body);
          else for await (const chunk of body) await handle.write(chunk as Uint8Array);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key, range): Promise<StoredBlob | null> {
      const path = pathOf(key);
      // Opened first, then measured: the size is the one of the file being read.
      const handle = await open(path, "r").catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        if (range && range.start < size) {
          const end = Math.min(range.end ?? size - 1, size - 1);
          return {
            stream: handle.createReadStream({ start: range.start, end }),
            size,
            range: { start: range.start, end },
          };
        }
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: unknown) => {
          if (isMissing(error)) return [];
          throw error;
        },
      );
      for (const entry of entries) {
        // Temporary files of a write in progress start with a dot, and so do folders an operator
        // set aside (the guide's restore moves damaged files into `.damaged-…`); keys never do.
        if (!entry.isFile()) continue;
        const segments = relative(root, join(entry.parentPath, entry.name)).split(sep);
        if (segments.some((segment) => segment.startsWith("."))) continue;
        yield segments.join("/");
      }
    },
  };
}
