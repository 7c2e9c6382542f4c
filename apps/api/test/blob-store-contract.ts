import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { type BlobStore, newUploadKey, staffMediaKey } from "../src/blobs/blob-store.ts";
import { readBlob, readStream } from "./blob-helpers.ts";

/** What every blob store does, run against each implementation. */
export function blobStoreContract(store: () => BlobStore) {
  describe("the blob store", () => {
    it("stores bytes and streams, reads them back with their size, and deletes them", async () => {
      const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
      const fromBuffer = newUploadKey();
      const fromStream = newUploadKey();
      await store().put(fromBuffer, bytes, { contentType: "application/pdf" });
      await store().put(fromStream, Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]));
      for (const key of [fromBuffer, fromStream]) {
        expect(await store().exists(key)).toBe(true);
        expect((await store().get(key))?.size).toBe(bytes.length);
        expect(await readBlob(store(), key)).toEqual(bytes);
      }
      await store().delete(fromBuffer);
      expect(await store().exists(fromBuffer)).toBe(false);
      expect(await store().get(fromBuffer)).toBeNull();
      await store().delete(fromBuffer);
    });

    it("reads a byte range, cut at the file's end, and says when a range starts past it", async () => {
      const bytes = Buffer.from(Array.from({ length: 5_000 }, (_, i) => i % 251));
      const key = staffMediaKey("0123456789abcdef0123.mp4");
      await store().put(key, bytes, { contentType: "video/mp4" });
      const part = await store().get(key, { start: 100, end: 199 });
      expect(part?.size).toBe(bytes.length);
      expect(part?.range).toEqual({ start: 100, end: 199 });
      expect(await readStream(part?.stream)).toEqual(bytes.subarray(100, 200));
      const tail = await store().get(key, { start: 4_990 });
      expect(tail?.range).toEqual({ start: 4_990, end: 4_999 });
      expect(await readStream(tail?.stream)).toEqual(bytes.subarray(4_990));
      const cut = await store().get(key, { start: 4_000, end: 9_999 });
      expect(cut?.range).toEqual({ start: 4_000, end: 4_999 });
      expect(await readStream(cut?.stream)).toEqual(bytes.subarray(4_000));
      const past = await store().get(key, { start: 5_000 });
      expect(past?.size).toBe(bytes.length);
      expect(past?.range).toBeUndefined();
      past?.stream.destroy();
      await store().delete(key);
    });

    it("lists every stored key (for backups), including keys written as streams, not deleted ones", async () => {
      const kept = [newUploadKey(), staffMediaKey("0123456789abcdef0123-480.webp")];
      const gone = newUploadKey();
      await store().put(kept[0] as string, Buffer.from("%PDF-1.4 a"));
      await store().put(kept[1] as string, Readable.from([Buffer.from("RIFF"), Buffer.from("WEBP")]));
      await store().put(gone, Buffer.from("x"));
      await store().delete(gone);
      const listed: string[] = [];
      for await (const key of store().list()) listed.push(key);
      expect(listed).toEqual(expect.arrayContaining(kept));
      expect(listed).not.toContain(gone);
      expect(new Set(listed).size).toBe(listed.length);
    });

    it("answers null for a key it never had and refuses keys it did not make", async () => {
      expect(await store().get(newUploadKey())).toBeNull();
      expect(await store().exists(newUploadKey())).toBe(false);
      for (const key of ["../etc/passwd", "uploads/../../x", "uploads/.hidden", "/abs", "uploads/a/b", ""]) {
        await expect(store().put(key, Buffer.from("x"))).rejects.toThrow(/Not a blob key/);
        await expect(store().get(key)).rejects.toThrow(/Not a blob key/);
      }
    });
  });
}
