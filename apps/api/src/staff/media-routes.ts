import multipart from "@fastify/multipart";
import { staffListQuerySchema } from "@thalassa/contract/staff";
import { like } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { staffMediaKey } from "../blobs/blob-store.ts";
import { staffMedia } from "../db/schema.ts";
import { audit } from "./audit.ts";
import { mediaFiles, mediaLibraryPage, mediaUsedIn } from "./media-library.ts";
import {
  MEDIA_MAX_BYTES,
  MediaRefused,
  processImage,
  processPdf,
  processVideo,
  VIDEO_MAX_BYTES,
  videoFormatOf,
} from "./media-processing.ts";
import { requireStaff, staffUserOf } from "./session.ts";

const SEND_ONE_FILE = "Send one file in the field named file, as multipart/form-data.";
const libraryQuery = staffListQuerySchema.extend({ kind: z.enum(["image", "pdf", "video"]).optional() });
const mediaId = z.object({ id: z.string().regex(/^[a-f0-9]{20}$/) });

/** POST /staff/media (editor, owner): an image (→ WebP variants + blurhash), a menu PDF or a video (MP4, WebM). */
export const staffMediaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1000 },
    throwFileSizeLimit: false,
  });

  app.post(
    "/media",
    { preHandler: requireStaff("media", "upload media"), bodyLimit: VIDEO_MAX_BYTES + 64 * 1024 },
    async (request, reply) => {
      if (!request.isMultipart()) return reply.code(400).send({ message: SEND_ONE_FILE });
      // A body that is not well-formed multipart is the client's error, not the server's.
      const part = await request.file().catch(() => undefined);
      if (part?.fieldname !== "file") return reply.code(400).send({ message: SEND_ONE_FILE });
      const upload = await part.toBuffer().catch(() => null);
      if (!upload)
        return reply.code(400).send({ message: "The upload was cut off. Please send the file again." });
      const video = videoFormatOf(upload) !== null;
      const limit = video ? VIDEO_MAX_BYTES : MEDIA_MAX_BYTES;
      if (part.file.truncated || upload.length > limit) {
        return reply.code(413).send({
          message: `The file is too large: videos up to ${VIDEO_MAX_BYTES / 1024 / 1024} MB, images and PDFs up to ${MEDIA_MAX_BYTES / 1024 / 1024} MB.`,
        });
      }
      try {
        const isPdf = part.mimetype === "application/pdf" || /\.pdf$/i.test(part.filename);
        const claimsVideo = /^video\//.test(part.mimetype) || /\.(mp4|webm)$/i.test(part.filename);
        const { files, media } =
          video || claimsVideo
            ? processVideo(upload)
            : isPdf
              ? processPdf(upload)
              : await processImage(upload);
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
                originalName: part.filename ? part.filename.slice(0, 200) : null,
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

  /** The media library: every upload, searched by file name, by kind, newest first, each with where it is used. */
  app.get("/media", { preHandler: requireStaff("media", "browse media") }, async (request, reply) => {
    const query = libraryQuery.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send({
        message:
          "The list query is not valid: q is text, kind image, pdf or video, sort newest or oldest, page and per_page whole numbers.",
      });
    }
    return mediaLibraryPage(app.db, query.data);
  });

  /** Deletes an upload (every variant) that no content names; 409 naming where it is still used. */
  app.delete("/media/:id", { preHandler: requireStaff("media", "delete media") }, async (request, reply) => {
    const params = mediaId.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ message: "There is no upload with that id." });
    const { id } = params.data;
    const files = await mediaFiles(app.db, id);
    if (!files.length) return reply.code(404).send({ message: "There is no upload with that id." });
    const usedIn = await mediaUsedIn(app.db, id);
    if (usedIn.length) {
      return reply.code(409).send({
        message: `This file is still used (${usedIn.join(", ").replace(/_/g, " ")}). Remove it from that content first.`,
      });
    }
    await app.db.transaction(async (tx) => {
      await tx.delete(staffMedia).where(like(staffMedia.name, `${id}%`));
      await audit(tx, staffUserOf(request), {
        action: "media-delete",
        entity: "media",
        entityId: id,
        detail: { files: files.map((f) => f.name) },
      });
    });
    // The rows are gone first: a file left behind by a failed delete is unreachable, never a broken link.
    for (const file of files) if (file.blobKey) await app.blobs.delete(file.blobKey);
    return reply.code(204).send();
  });
};
