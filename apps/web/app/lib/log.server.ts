import {
  logRedactPaths,
  serializeLoggedError,
  serializeLoggedRequest,
} from "@thalassa/contract/log-redaction";
import { type DestinationStream, type Logger, type LoggerOptions, pino } from "pino";
import { getEnv } from "./env.server.ts";
import { currentRequestId } from "./request-context.server.ts";

/**
 * The site's one logger configuration (ADR 0028), the API's rules: JSON lines, credentials,
 * bodies and personal fields redacted, errors without values an upstream put in their message.
 */
export function siteLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: logRedactPaths, censor: "[redacted]" },
    serializers: { err: serializeLoggedError, error: serializeLoggedError, req: serializeLoggedRequest },
    // Every line written while serving a request names it, as the API's lines do.
    mixin: () => {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
  };
}

/** A logger with the site's configuration; tests pass their own destination. */
export function createSiteLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(siteLoggerOptions(level), destination) : pino(siteLoggerOptions(level));
}

let shared: Logger | undefined;

/** The site's logger, at LOG_LEVEL, to standard output. */
export function siteLog(): Logger {
  shared ??= createSiteLogger(getEnv().LOG_LEVEL);
  return shared;
}
