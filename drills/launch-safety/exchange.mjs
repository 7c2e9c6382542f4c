// One request of a shape, sent byte for byte (lib/raw-http.mjs, so an early 413 to a large body
// is read, not lost to a reset), and what the shape records of its answer.
import { rawRequest } from "../lib/raw-http.mjs";

/** A hostile request can take long on today's code; the drill still ends. */
export const ANSWER_LIMIT_MS = 90_000;

/** `{ status, headers, body, ms }`, or `{ error, ms }` when no answer came. */
export function exchange(origin, { method = "GET", path, headers = {}, body, timeoutMs = ANSWER_LIMIT_MS }) {
  return rawRequest(
    Number(new URL(origin).port),
    {
      method,
      path,
      headers: Object.entries(headers),
      body: body === undefined ? undefined : Buffer.from(body),
    },
    { timeoutMs },
  );
}

/** A FormData's bytes and content type, as fetch would send them. */
export async function multipartBody(form) {
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type") ?? "multipart/form-data",
  };
}

/** The status, or why there was none. */
export function statusOf(answer) {
  return answer.status || `no answer (${answer.error ?? "?"})`;
}

/** "401×2, 200" from a list of answers. */
export function statusCounts(answers) {
  const counts = new Map();
  for (const answer of answers) counts.set(statusOf(answer), (counts.get(statusOf(answer)) ?? 0) + 1);
  return [...counts].map(([status, n]) => (n > 1 ? `${status}×${n}` : String(status))).join(", ");
}

/**
 * The answers of one shape and the outcome each should have once the issue is fixed. `expect`
 * records a group of answers with the expectation in words and whether they meet it: `meets`
 * tests each answer, or is a verdict on the whole group.
 */
export class ShapeLog {
  constructor() {
    this.entries = [];
  }

  expect(label, answers, expectation, meets) {
    const list = Array.isArray(answers) ? answers : [answers];
    const slowest = Math.max(0, ...list.map((a) => a.ms ?? 0));
    this.entries.push({
      label,
      statuses: statusCounts(list),
      slowestMs: Math.round(slowest),
      expectation,
      ok: typeof meets === "function" ? list.length > 0 && list.every(meets) : meets,
    });
  }

  /** A figure without an expectation (context: how long, how many). */
  note(label, text) {
    this.entries.push({ label, statuses: text, note: true });
  }
}
