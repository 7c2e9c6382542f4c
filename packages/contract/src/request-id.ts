/**
 * One request id across the site and the API (ADR 0033): the site names each request it serves
 * and sends the id with every API call it makes for it, so both servers' log lines can be joined.
 */
export const REQUEST_ID_HEADER = "x-request-id";

/** Ids as a proxy or the site makes them (UUIDs, hex, short tokens); anything else is replaced. */
const ACCEPTED = /^[A-Za-z0-9._:-]{8,100}$/;

/** The id a request arrived with, when it is one we keep; otherwise undefined (make a new one). */
export function acceptedRequestId(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" && ACCEPTED.test(value) ? value : undefined;
}

/** Paths whose access lines are kept at debug level: probes, scrapes and the sites' content-version polls. */
export const QUIET_PATHS = new Set(["/healthz", "/livez", "/readyz", "/metrics", "/api/v1/content-version"]);
