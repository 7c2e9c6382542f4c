import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import multipart from "@fastify/multipart";
import { UPLOAD_MAX_BYTES } from "@thalassa/contract/constants";
import { messages } from "@thalassa/contract/messages";
import { HONEYPOT_FIELD, jobApplicationSchema } from "@thalassa/contract/submissions";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { jobApplications, jobs, uploads } from "../../db/schema.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { applicationMails } from "../../mail/submission-mails.ts";
import {
  type FieldErrors,
  HONEYPOT_REFUSAL,
  limited,
  type SubmissionRoutesOptions,
  sendInvalid,
  submissionResponses,
  zodErrors,
} from "./shared.ts";
import { checkUploadContent, type DetectedType, displayFileName, MIME_TYPES } from "./upload-content.ts";

const FILE_FIELDS = ["cv", "work_permit_file"] as const;
type FileField = (typeof FILE_FIELDS)[number];

interface ReceivedFile {
  name: string;
  data: Buffer;
  /** Cut off at the size limit while streaming: the rest was never held in memory. */
  truncated: boolean;
}

export const JOB_CLOSED = "This job is no longer open for applications.";
const NOT_MULTIPART = "Send the application as multipart/form-data.";
const MALFORMED = "The upload was cut off or malformed. Please send the form again.";

const STALLED = Symbol("stalled");
/** How long the parser may sit idle once the whole body is in before the form counts as malformed. */
const STALL_MS = 1000;

/**
 * Some malformed bodies (a part that is not form-data and larger than the parser's buffer) leave
 * the multipart parser waiting for a drain that never comes: it neither ends nor fails, and the
 * request would wait for its timeout. Once the whole body has arrived, a parser that hands over no
 * part and no chunk for STALL_MS has stopped for good, and the form is refused as malformed.
 */
function watchForStall(raw: IncomingMessage, progress: { at: number }) {
  const declared = Number(raw.headers["content-length"]);
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    progress.at = Date.now();
  };
  raw.on("data", count);
  const allIn = () => raw.complete || (Number.isFinite(declared) && received >= declared);
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<typeof STALLED>((resolve) => {
    timer = setInterval(
      () => {
        if (allIn() && Date.now() - progress.at >= STALL_MS) resolve(STALLED);
      },
      Math.ceil(STALL_MS / 4),
    );
    timer.unref();
  });
  return {
    stalled,
    stop: () => {
      clearInterval(timer);
      raw.off("data", count);
    },
  };
}

/**
 * POST job-requests (SPEC §7, multipart). Files are read part by part and cut off at 2 MB, so an
 * oversize upload never sits whole in memory; each file's type is checked by its extension and
 * by its content; the files go into the database under an id, never under the visitor's name.
 */
export const jobRequestsRoutes: FastifyPluginAsyncZod<SubmissionRoutesOptions> = async (app, options) => {
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: FILE_FIELDS.length,
      fields: 20,
      // Names longer than any of the form's are cut to this (busboy's default, stated here).
      fieldNameSize: 100,
      fieldSize: 10_000,
      parts: 24,
      headerPairs: 100,
    },
    throwFileSizeLimit: false,
  });

  app.post(
    "/job-requests",
    {
      config: limited,
      schema: {
        tags: ["submissions"],
        summary: "Job application with CV and work permit (multipart/form-data)",
        consumes: ["multipart/form-data"],
        response: submissionResponses,
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) return reply.code(400).send({ message: NOT_MULTIPART });
      const fields: Record<string, string> = {};
      const files: Partial<Record<FileField, ReceivedFile>> = {};
      const progress = { at: Date.now() };
      const readParts = async () => {
        for await (const part of request.parts()) {
          progress.at = Date.now();
          if (part.type === "field") {
            if (typeof part.value === "string") fields[part.fieldname] = part.value;
            continue;
          }
          const chunks: Buffer[] = [];
          for await (const chunk of part.file) {
            progress.at = Date.now();
            chunks.push(chunk as Buffer);
          }
          const field = part.fieldname as FileField;
          // An empty file input still sends a part, with no name and no bytes.
          const fileName = typeof part.filename === "string" ? part.filename : "";
          if (!FILE_FIELDS.includes(field) || (fileName === "" && chunks.length === 0)) continue;
          files[field] = { name: fileName, data: Buffer.concat(chunks), truncated: part.file.truncated };
        }
        return "read" as const;
      };
      // The parser is attached first, so counting the body's bytes cannot start it flowing early.
      const reading = readParts();
      const stall = watchForStall(request.raw, progress);
      try {
        const outcome = await Promise.race([reading, stall.stalled]);
        if (outcome === STALLED) {
          // Stop feeding the parser and let the rest of the body drain, then answer. The abandoned
          // read may still fail later (the connection closing): that is expected, not an error.
          reading.catch(() => {});
          request.raw.unpipe();
          request.raw.resume();
          return reply.code(400).send({ message: MALFORMED });
        }
      } catch (error) {
        // Limits (too many parts, fields too long) carry their own 4xx status and sentence.
        if (typeof (error as { statusCode?: unknown }).statusCode === "number") throw error;
        return reply.code(400).send({ message: MALFORMED });
      } finally {
        stall.stop();
      }
      if (fields[HONEYPOT_FIELD]?.trim()) return reply.code(400).send({ message: HONEYPOT_REFUSAL });

      const asFile = (f: ReceivedFile | undefined) =>
        f ? new File([new Uint8Array(f.data)], f.name || "upload") : undefined;
      const parsed = jobApplicationSchema.safeParse({
        ...fields,
        cv: asFile(files.cv),
        work_permit_file: asFile(files.work_permit_file),
      });
      const errors: FieldErrors = parsed.success ? {} : zodErrors(parsed.error);
      const detected: Partial<Record<FileField, DetectedType>> = {};
      for (const field of FILE_FIELDS) {
        const file = files[field];
        if (!file || errors[field]) continue;
        if (file.truncated) {
          errors[field] = [messages.fileTooLarge];
          continue;
        }
        const type = checkUploadContent(file.name, file.data);
        if (!type) errors[field] = [messages.fileTypeNotAllowed];
        else detected[field] = type;
      }
      if (!parsed.success || Object.keys(errors).length) return sendInvalid(reply, errors);
      const application = parsed.data;

      const [job] = await app.db
        .select({ id: jobs.id, title: jobs.jobTitle })
        .from(jobs)
        .where(and(eq(jobs.id, application.job_posting_id), eq(jobs.status, "live")));
      if (!job) return sendInvalid(reply, { job_posting_id: [JOB_CLOSED] });

      const key = application.idempotency_key ?? null;
      if (key) {
        const [first] = await app.db
          .select({ id: jobApplications.id })
          .from(jobApplications)
          .where(eq(jobApplications.idempotencyKey, key));
        if (first) return reply.code(200).send({ message: messages.thankYouApplying, id: first.id });
      }

      const id = await app.db
        .transaction(async (tx) => {
          const storeUpload = async (field: FileField) => {
            const file = files[field] as ReceivedFile;
            const type = detected[field] as DetectedType;
            const [row] = await tx
              .insert(uploads)
              .values({
                originalName: displayFileName(file.name, type),
                mimeType: MIME_TYPES[type],
                size: file.data.length,
                sha256: createHash("sha256").update(file.data).digest("hex"),
                data: file.data,
              })
              .returning({ id: uploads.id });
            return row!.id;
          };
          const cvId = await storeUpload("cv");
          const permitId = await storeUpload("work_permit_file");
          const [row] = await tx
            .insert(jobApplications)
            .values({
              jobPostingId: job.id,
              name: application.name,
              email: application.email,
              phone: application.phone,
              cvUploadId: cvId,
              workPermitUploadId: permitId,
              utmSource: application.utm_source ?? null,
              idempotencyKey: key,
            })
            .onConflictDoNothing()
            .returning({ id: jobApplications.id });
          // A concurrent retry with the same key won: undo these uploads with the transaction.
          if (!row) return tx.rollback();
          await enqueueMail(
            tx,
            applicationMails(
              {
                id: row.id,
                jobTitle: job.title,
                name: application.name,
                email: application.email,
                phone: application.phone,
                utmSource: application.utm_source ?? null,
                uploadIds: [cvId, permitId],
              },
              options.teams,
            ),
          );
          return row.id;
        })
        .catch(async (error: unknown) => {
          if (!key) throw error;
          const [first] = await app.db
            .select({ id: jobApplications.id })
            .from(jobApplications)
            .where(eq(jobApplications.idempotencyKey, key));
          if (!first) throw error;
          return -first.id;
        });
      if (id < 0) return reply.code(200).send({ message: messages.thankYouApplying, id: -id });
      return reply.code(201).send({ message: messages.thankYouApplying, id });
    },
  );
};
