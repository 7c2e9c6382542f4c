import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { assertBlobKey, type BlobStore, type StoredBlob } from "./blob-store.ts";

export interface S3BlobStoreOptions {
  /** An S3-compatible server (MinIO, Ceph, R2 …); unset: AWS S3 in `region`. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Unset: the SDK's own chain (environment, instance role …). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) rather than in the host name; most self-hosted servers want it. */
  forcePathStyle?: boolean;
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

/** S3's answer to a range that starts past the object's end. */
const isRangeRefused = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "InvalidRange" || e.$metadata?.httpStatusCode === 416;
};

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Objects in one bucket of an S3-compatible service, for several API instances sharing their
 * files. An object appears whole once its PUT succeeds, so a failed upload leaves nothing.
 */
export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible servers do not know the SDK's
    // newer default ones and would refuse every upload.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = options.bucket;

  return {
    async put(key, body, put) {
      assertBlobKey(key);
      // A stream of unknown length cannot be sent in one PUT; our files are already in memory
      // or their size is known, so this is the rare path.
      const known = Buffer.isBuffer(body) || put?.size !== undefined;
      const payload = known ? body : await collect(body as Readable);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: payload,
          ContentLength: Buffer.isBuffer(payload) ? payload.length : put?.size,
          ContentType: put?.contentType,
        }),
      );
    },

    async get(key, range): Promise<StoredBlob | null> {
      assertBlobKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end ?? ""}` } : {}),
          }),
        );
        const body = object.Body;
        if (!(body instanceof Readable)) throw new Error(`S3 answered ${key} without a readable body`);
        // A ranged answer says which bytes it holds and the whole size: "bytes 0-99/1234".
        const part = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(object.ContentRange ?? "");
        if (range && part) {
          return {
            stream: body,
            size: Number(part[3]),
            range: { start: Number(part[1]), end: Number(part[2]) },
          };
        }
        return { stream: body, size: Number(object.ContentLength ?? 0) };
      } catch (error) {
        if (isNotFound(error)) return null;
        if (range && isRangeRefused(error)) {
          const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
          return { stream: Readable.from([]), size: Number(head.ContentLength ?? 0) };
        }
        throw error;
      }
    },

    async delete(key) {
      assertBlobKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async exists(key) {
      assertBlobKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    close: () => client.destroy(),
  };
}
