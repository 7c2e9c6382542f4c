import {
  logRedactPaths,
  serializeLoggedError,
  serializeLoggedRequest,
} from "@thalassa/contract/log-redaction";
import type { FastifyServerOptions } from "fastify";

type LoggerOption = FastifyServerOptions["logger"];

/**
 * The API's one logger configuration (ADR 0028): whatever level and destination the caller
 * asks for, headers with credentials, bodies and personal fields are redacted, and errors are
 * logged by where they happened, without the query text and values a database driver keeps.
 */
export function apiLoggerOptions(option: LoggerOption): LoggerOption {
  if (!option) return false;
  return {
    ...(option === true ? {} : option),
    redact: { paths: logRedactPaths, censor: "[redacted]" },
    serializers: { err: serializeLoggedError, error: serializeLoggedError, req: serializeLoggedRequest },
  };
}
