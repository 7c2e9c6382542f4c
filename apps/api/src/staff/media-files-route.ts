import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { staffMedia } from "../db/schema.ts";

/** GET /media/uploads/:name: staff uploads, public like the rest of /media, cached for a year (names are content hashes). */
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
    const blob = file?.blobKey ? await app.blobs.get(file.blobKey) : null;
    if (!file || !blob) return reply.code(404).send({ message: "There is no uploaded file with that name." });
    // Streamed from the blob store: the file never passes through the database.
    return reply
      .header("content-type", file.mimeType)
      .header("content-length", blob.size)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .send(blob.stream);
  });
};
