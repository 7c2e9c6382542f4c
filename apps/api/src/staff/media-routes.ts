import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { staffMediaKey } from "../blobs/blob-store.ts";
import { staffMedia } from "../db/schema.ts";
import { audit } from "./audit.ts";
import { MEDIA_MAX_BYTES, MediaRefused, processImage, processPdf } from "./media-processing.ts";
import { requireStaff, staffUserOf } from "./session.ts";

const SEND_ONE_FILE = "Send one file in the field named file, as multipart/form-data.";

/** POST /staff/media (editor, owner): an image (→ WebP variants + blurhash) or a menu PDF. */
export const staffMediaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1000 },
    throwFileSizeLimit: false,
  });

  app.post(
    "/media",
    { preHandler: requireStaff("media", "upload media"), bodyLimit: MEDIA_MAX_BYTES + 64 * 1024 },
    async (request, reply) => {
      if (!request.isMultipart()) return reply.code(400).send({ message: SEND_ONE_FILE });
      // A body that is not well-formed multipart is the client's error, not the server's.
      const part = await request.file().catch(() => undefined);
      if (part?.fieldname !== "file") return reply.code(400).send({ message: SEND_ONE_FILE });
      const upload = await part.toBuffer().catch(() => null);
      if (!upload)
        return reply.code(400).send({ message: "The upload was cut off. Please send the file again." });
      if (part.file.truncated) {
        return reply
          .code(413)
          .send({ message: `The file is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB.` });
      }
      try {
        const isPdf = part.mimetype === "application/pdf" || /\.pdf$/i.test(part.filename);
        const { files, media } = isPdf ? processPdf(upload) : await processImage(upload);
        const user = staffUserOf(request);
        // The files first, then their rows: a row never names a file that is not there. Names are
        // content hashes, so the same upload again rewrites the same bytes.
        for (const file of files) {
          await app.blobs.put(staffMediaKey(file.name), file.data, { contentType: file.mimeType });
        }
        await app.db.transaction(async (tx) => {
          await tx
            .insert(staffMedia)
            .values(
              files.map((f) => ({
                name: f.name,
                mimeType: f.mimeType,
                blobKey: staffMediaKey(f.name),
                uploadedBy: user.id,
              })),
            )
            .onConflictDoNothing();
          await audit(tx, user, { action: "upload", entity: "media", entityId: media.url });
        });
        return reply.code(201).send(media);
      } catch (error) {
        if (error instanceof MediaRefused)
          return reply.code(422).send({ message: error.message, errors: { file: [error.message] } });
        throw error;
      }
    },
  );
};
