/**
 * What both servers' loggers leave out (ADR 0028): personal data and file bytes never reach a log.
 * No runtime dependency; each server hands these to its own pino.
 */

/** Body fields of the public forms that name or reach a visitor, or carry what they uploaded. */
const PERSONAL_FIELDS = [
  "name",
  "email",
  "phone",
  "notes",
  "additional_notes",
  "message",
  "files",
  "file",
  "cv",
  "work_permit_file",
  "password",
  "token",
];

/** Wildcards under every logged object, except "name" and "message": an error's own fields. */
const NESTED_FIELDS = PERSONAL_FIELDS.filter((field) => field !== "name" && field !== "message");

/**
 * pino `redact` paths: credentials in headers, whole bodies and payloads, and the personal
 * fields wherever a log line names them.
 */
export const logRedactPaths: string[] = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["api-key"]',
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  'headers["api-key"]',
  "body",
  "req.body",
  "request.body",
  "payload",
  "params",
  "parameters",
  ...PERSONAL_FIELDS,
  ...NESTED_FIELDS.map((field) => `*.${field}`),
];

/** An error as logged: where and what, without the values the driver put in it. */
export interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  severity?: string;
  routine?: string;
  table?: string;
  constraint?: string;
  /** The frames; empty when there are none. */
  stack: string;
  cause?: LoggedError;
  errors?: LoggedError[];
}

const MAX_MESSAGE = 300;
const MAX_DEPTH = 4;

type ErrorFields = Record<string, unknown>;

function text(value: unknown): string | undefined {
  return typeof value === "string" && value ? value : undefined;
}

/**
 * The strings a database driver keeps with its error (Drizzle `params`, PGlite `params`,
 * postgres.js `parameters` and `args`): they are what the visitor sent, so any message that
 * repeats one has it cut out.
 */
function queryValues(error: ErrorFields, seen = new Set<unknown>()): string[] {
  if (seen.has(error)) return [];
  seen.add(error);
  const own = ["params", "parameters", "args"].flatMap((key) => {
    const list = error[key];
    return Array.isArray(list)
      ? list.map((v) => (Buffer.isBuffer(v) ? v.toString("latin1") : String(v)))
      : [];
  });
  const cause = error.cause;
  return cause && typeof cause === "object" ? [...own, ...queryValues(cause as ErrorFields, seen)] : own;
}

/** The message with query text, parameters and any repeated value left out, and cut short. */
function safeMessage(message: string, values: string[]): string {
  // Drizzle: "Failed query: <sql>\nparams: <every value, file bytes included>".
  let safe = message.startsWith("Failed query:")
    ? "Failed query (its text and parameters are not logged)"
    : message;
  for (const value of values) if (value.length >= 3) safe = safe.split(value).join("[redacted]");
  return safe.length > MAX_MESSAGE ? `${safe.slice(0, MAX_MESSAGE)}…` : safe;
}

/** The stack's frames alone: its first lines repeat the message, values and all. */
function framesOnly(stack: unknown): string {
  if (typeof stack !== "string") return "";
  return stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
}

function serialize(error: unknown, values: string[], depth: number): LoggedError {
  if (!error || typeof error !== "object") {
    return { type: typeof error, message: safeMessage(String(error), values), stack: "" };
  }
  const fields = error as ErrorFields;
  const logged: LoggedError = {
    type: text(fields.name) ?? error.constructor?.name ?? "Error",
    message: safeMessage(String(fields.message ?? ""), values),
    stack: framesOnly(fields.stack),
  };
  if (typeof fields.code === "string" || typeof fields.code === "number") logged.code = String(fields.code);
  if (typeof fields.statusCode === "number") logged.statusCode = fields.statusCode;
  // Where the database failed, never with what: detail, where, hint and query carry values.
  logged.severity = text(fields.severity);
  logged.routine = text(fields.routine);
  logged.table = text(fields.table) ?? text(fields.table_name);
  logged.constraint = text(fields.constraint) ?? text(fields.constraint_name);
  if (depth < MAX_DEPTH && fields.cause) logged.cause = serialize(fields.cause, values, depth + 1);
  if (depth < MAX_DEPTH && Array.isArray(fields.errors)) {
    logged.errors = fields.errors.slice(0, 5).map((inner) => serialize(inner, values, depth + 1));
  }
  for (const key of Object.keys(logged)) if (logged[key] === undefined) delete logged[key];
  return logged;
}

/** pino's `err` serializer for both servers. */
export function serializeLoggedError(error: unknown): LoggedError {
  const values = error && typeof error === "object" ? queryValues(error as ErrorFields) : [];
  return serialize(error, values, 0);
}

/** pino's `req` serializer: method and path; no query string (tokens), headers or body. */
export function serializeLoggedRequest(request: { method?: string; url?: string; id?: unknown }) {
  return { method: request.method, path: request.url?.split("?")[0], id: request.id };
}

/**
 * The one line a server prints when it cannot start (a port in use, the database unreachable):
 * JSON in pino's shape like every other line, so a log collector keeps the stack in one record.
 */
export function startFailureLine(server: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return JSON.stringify({
    level: 60,
    time: Date.now(),
    msg: `The ${server} could not start: ${message}`,
    err: serializeLoggedError(error),
  });
}
