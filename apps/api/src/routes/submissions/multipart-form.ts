import type { IncomingMessage } from "node:http";
import multipart from "@fastify/multipart";
import { UPLOAD_MAX_BYTES } from "@thalassa/contract/constants";
import type { FastifyInstance, FastifyRequest } from "fastify";

export const MALFORMED = "The upload was cut off or malformed. Please send the form again.";

export interface ReceivedFile {
  name: string;
  data: Buffer;
  /** Cut off at the size limit while streaming: the rest was never held in memory. */
  truncated: boolean;
}

export interface MultipartForm<F extends string> {
  fields: Record<string, string>;
  files: Partial<Record<F, ReceivedFile>>;
}

/**
 * Multipart parsing for the routes of this plugin scope: files are cut off at the upload limit
 * (and marked truncated) rather than refused, so the form can say which file was too large.
 */
export async function registerMultipart(app: FastifyInstance, fileFields: readonly string[]) {
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: fileFields.length,
      fields: 20,
      // Names longer than any of the form's are cut to this (busboy's default, stated here).
      fieldNameSize: 100,
      fieldSize: 10_000,
      parts: 24,
      headerPairs: 100,
    },
    throwFileSizeLimit: false,
  });
}

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
 * Reads a multipart form part by part: text fields, and the files of `fileFields` (others are
 * read and dropped). Returns null when the body is cut off or malformed; errors that carry their
 * own 4xx status and sentence (too many parts, fields too long) are thrown as they are.
 */
export async function readMultipartForm<F extends string>(
  request: FastifyRequest,
  fileFields: readonly F[],
): Promise<MultipartForm<F> | null> {
  const form: MultipartForm<F> = { fields: {}, files: {} };
  const progress = { at: Date.now() };
  const readParts = async () => {
    for await (const part of request.parts()) {
      progress.at = Date.now();
      if (part.type === "field") {
        if (typeof part.value === "string") form.fields[part.fieldname] = part.value;
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) {
        progress.at = Date.now();
        chunks.push(chunk as Buffer);
      }
      const field = part.fieldname as F;
      // An empty file input still sends a part, with no name and no bytes.
      const fileName = typeof part.filename === "string" ? part.filename : "";
      if (!fileFields.includes(field) || (fileName === "" && chunks.length === 0)) continue;
      form.files[field] = { name: fileName, data: Buffer.concat(chunks), truncated: part.file.truncated };
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
      return null;
    }
    return form;
  } catch (error) {
    if (typeof (error as { statusCode?: unknown }).statusCode === "number") throw error;
    return null;
  } finally {
    stall.stop();
  }
}
