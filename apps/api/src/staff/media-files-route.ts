import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { staffMedia } from "../db/schema.ts";

/** GET /media/uploads/:name: staff uploads, public like the rest of /media, cached for a year (names are content hashes). */
export const staffMediaFilesRoute: FastifyPluginAsync = async (app) => {
  app.get("/media/uploads/:name", { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!/^[a-f0-9]{20}(-\d{1,5}\.webp|\.pdf)$/.test(name)) {
      return reply.code(404).send({ message: "There is no uploaded file with that name." });
    }
    const [file] = await app.db.select().from(staffMedia).where(eq(staffMedia.name, name));
    if (!file) return reply.code(404).send({ message: "There is no uploaded file with that name." });
    return reply
      .header("content-type", file.mimeType)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .send(file.data);
  });
};
