import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ByteRange } from "../blobs/blob-store.ts";
import { staffMedia } from "../db/schema.ts";

/**
 * The one byte range of a `Range: bytes=a-b` or `bytes=a-` header. Anything else (several ranges,
 * a suffix, another unit) is answered with the whole file, which HTTP allows a server to do.
 */
export function byteRangeOf(header: string | undefined): ByteRange | null {
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header?.trim() ?? "");
  if (!match) return null;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  if (end !== undefined && end < start) return null;
  return end === undefined ? { start } : { start, end };
}

/**
 * GET /media/uploads/:name: staff uploads, public like the rest of /media, cached for a year (names
 * are content hashes). Byte ranges are answered (206), as browsers ask for a video's parts and
 * Safari plays none without them.
 */
export const staffMediaFilesRoute: FastifyPluginAsync = async (app) => {
  app.get("/media/uploads/:name", { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!/^[a-f0-9]{20}(-\d{1,5}\.webp|\.pdf|\.mp4|\.webm)$/.test(name)) {
      return reply.code(404).send({ message: "There is no uploaded file with that name." });
    }
    const [file] = await app.db
      .select({ mimeType: staffMedia.mimeType, blobKey: staffMedia.blobKey })
      .from(staffMedia)
      .where(eq(staffMedia.name, name));
    const range = byteRangeOf(request.headers.range);
    const blob = file?.blobKey ? await app.blobs.get(file.blobKey, range ?? undefined) : null;
    if (!file || !blob) return reply.code(404).send({ message: "There is no uploaded file with that name." });
    reply.header("accept-ranges", "bytes").header("x-content-type-options", "nosniff");
    if (range && !blob.range) {
      blob.stream.destroy();
      return reply
        .code(416)
        .header("content-range", `bytes */${blob.size}`)
        .send({ message: `The file has ${blob.size} bytes; the range asked for starts past its end.` });
    }
    // Streamed from the blob store: the file never passes through the database.
    reply
      .header("content-type", file.mimeType)
      .header("cache-control", "public, max-age=31536000, immutable");
    if (blob.range) {
      return reply
        .code(206)
        .header("content-range", `bytes ${blob.range.start}-${blob.range.end}/${blob.size}`)
        .header("content-length", blob.range.end - blob.range.start + 1)
        .send(blob.stream);
    }
    return reply.header("content-length", blob.size).send(blob.stream);
  });
};
