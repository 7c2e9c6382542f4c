import { refusalMessage, type StaffFetchOptions, staffRaw } from "./staff-api.server.ts";
import { signInRedirect } from "./staff-session.server.ts";

/** Headers of the API's file answer that the browser gets too. */
const PASSED_HEADERS = ["content-type", "content-length", "content-disposition", "last-modified"];

/**
 * A file from the staff API, streamed to the browser without being held in memory: always as an
 * attachment, never sniffed, never cached. A refusal is the API's sentence as plain text.
 */
export async function streamStaffFile(
  request: Request,
  apiPath: string,
  options?: StaffFetchOptions,
): Promise<Response> {
  let answer: Response;
  try {
    answer = await staffRaw(request, apiPath, options);
  } catch {
    return plainRefusal(503, "The staff service is not answering. Try again in a minute.");
  }
  if (answer.status === 401) throw signInRedirect(request);
  if (!answer.ok) {
    const text = await answer.text();
    let message = text;
    try {
      message = refusalMessage(JSON.parse(text));
    } catch {
      // Not JSON: the text itself is the refusal.
    }
    return plainRefusal(answer.status, message || answer.statusText);
  }
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!/^attachment/i.test(headers.get("content-disposition") ?? ""))
    headers.set("content-disposition", "attachment");
  // X-Content-Type-Options: nosniff comes with every answer of the site (security-headers.ts).
  headers.set("cache-control", "private, no-store");
  return new Response(answer.body, { status: 200, headers });
}

export function plainRefusal(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
  });
}
