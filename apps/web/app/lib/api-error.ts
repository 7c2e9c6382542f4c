/** SPEC §8 HTTP layer statuses: a transport failure by name, or the HTTP status. */
export type ApiErrorStatus = "FETCH_ERROR" | "TIMEOUT_ERROR" | "PARSING_ERROR" | number;

export class ApiError extends Error {
  readonly status: ApiErrorStatus;
  /** The API's answer body, when it sent one (field errors of a 422, for example). */
  readonly body: unknown;

  constructor(status: ApiErrorStatus, message: string, body?: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
