import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";

/** Bytes of a file from `start` to `end`, both included (an HTTP byte range); no `end` is to the last. */
export interface ByteRange {
  start: number;
  end?: number;
}

/** A stored file, opened for reading. */
export interface StoredBlob {
  stream: Readable;
  /** The whole file's size in bytes, for Content-Length (or Content-Range's total). */
  size: number;
  /** When part of the file was asked for and the file has it: the bytes the stream holds. */
  range?: Required<ByteRange>;
}

/**
 * Where uploaded files live (ADR 0026): the database keeps their metadata and key, the store their
 * bytes, which are written and read as streams so that no file passes through the database.
 */
export interface BlobStore {
  /** Stores the bytes under the key; a reader sees the whole file or none of it. */
  put(key: string, body: Buffer | Readable, options?: { contentType?: string; size?: number }): Promise<void>;
  /**
   * The file under the key, or null when there is none. With a range the stream holds those bytes
   * (cut at the file's end) and `range` says which; a range starting past the end gives the size
   * and no `range`, so the caller can refuse it (its stream is then to be destroyed unread).
   */
  get(key: string, range?: ByteRange): Promise<StoredBlob | null>;
  /** Removes the file; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored key, in no particular order (backups walk the whole store). */
  list(): AsyncIterable<string>;
  /** Lets go of connections (S3), when the app closes. */
  close?(): void;
}

/** Keys are ours alone: a folder-like prefix and a name we made, never anything a visitor sent. */
const KEY = /^[a-z]+\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** Throws for a key this code did not make (a path, dots, an empty name), before any store sees it. */
export function assertBlobKey(key: string): void {
  if (!KEY.test(key) || key.includes("..")) throw new Error(`Not a blob key: ${JSON.stringify(key)}`);
}

/** A new key for a visitor's upload (CV, work permit). */
export function newUploadKey(): string {
  return `uploads/${randomUUID()}`;
}

/** A staff file's key: its name, which is already a content hash we made (media-processing.ts). */
export function staffMediaKey(name: string): string {
  return `media/${name}`;
}
