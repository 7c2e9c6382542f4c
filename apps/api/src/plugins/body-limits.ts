import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** JSON bodies are flat objects of a few dozen fields; these bounds leave room and stop abuse. */
export const JSON_MAX_DEPTH = 32;
export const JSON_MAX_VALUES = 5_000;

/** A refused body still arriving is read and dropped up to this many bytes, for at most this long. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

export const JSON_TOO_DEEP = `The JSON body is nested too deeply: at most ${JSON_MAX_DEPTH} levels.`;
export const JSON_TOO_MANY_VALUES = `The JSON body has too many values: at most ${JSON_MAX_VALUES.toLocaleString("en")}.`;

/**
 * Nesting depth and number of values of a JSON text, in one pass over its characters (strings
 * skipped), before it is parsed: a 1 MB body can otherwise hold 400,000 levels or 200,000 keys
 * for every later step to walk.
 */
export function jsonShape(text: string): { depth: number; values: number } {
  let depth = 0;
  let maxDepth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth++;
      values++;
      if (depth > maxDepth) maxDepth = depth;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
    else if (c === 44 /* , */) values++;
  }
  return { depth: maxDepth, values };
}

class BodyShapeError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}

/**
 * An answer given before the request body has all arrived (a refusal: too large, malformed, no
 * key) waits until the rest has been read and dropped, bounded in bytes and time. Otherwise the
 * connection closes (Fastify closes after a refused body; so does Node when the client asked
 * for it) while the client is still sending; its next bytes meet a reset (EPIPE), which can
 * discard the answer before it is read. Past the bounds the answer goes out anyway.
 */
function bodyArrived(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off("data", count);
      raw.off("end", done);
      raw.off("close", done);
      raw.off("error", done);
      resolve();
    };
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_MAX_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_MAX_MS);
    raw.on("data", count);
    raw.once("end", done);
    raw.once("close", done);
    raw.once("error", done);
    raw.resume();
  });
}

/**
 * Hard limits on request bodies beyond Fastify's byte limit: JSON nesting and value count
 * checked before parsing, and refused bodies drained so their answer is never lost.
 */
export const bodyLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser("error", "error");
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      const text = body as string;
      const shape = jsonShape(text);
      if (shape.depth > JSON_MAX_DEPTH) return done(new BodyShapeError(JSON_TOO_DEEP, 400), undefined);
      if (shape.values > JSON_MAX_VALUES)
        return done(new BodyShapeError(JSON_TOO_MANY_VALUES, 413), undefined);
      parseJson(request, text, done);
    });
    app.addHook("onSend", async (request, _reply, payload) => {
      await bodyArrived(request);
      return payload;
    });
  },
  { name: "body-limits" },
);
