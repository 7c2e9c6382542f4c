import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";

/** A refusal from better-auth: its HTTP status and its error code (e.g. INVALID_PASSWORD). */
export interface AuthRefusal {
  refused: true;
  status: number;
  code: string;
  message: string;
}

function asRefusal(error: unknown): AuthRefusal | null {
  if (typeof error !== "object" || error === null) return null;
  const { statusCode, body } = error as {
    statusCode?: unknown;
    body?: { code?: unknown; message?: unknown };
  };
  if (typeof statusCode !== "number") return null;
  return {
    refused: true,
    status: statusCode,
    code: typeof body?.code === "string" ? body.code : "",
    message: typeof body?.message === "string" ? body.message : "",
  };
}

/**
 * Runs one of better-auth's server-side calls with the request's cookies and copies the cookies it
 * sets (a session renewed after a password change or a confirmed second factor) to the reply.
 * better-auth's refusals come back as values so each route can answer in its own words.
 */
export async function callStaffAuth<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (headers: Headers) => Promise<{ headers: Headers; response: T }>,
): Promise<T | AuthRefusal> {
  try {
    const { headers, response } = await run(fromNodeHeaders(request.headers));
    const cookies = headers.getSetCookie();
    if (cookies.length) reply.header("set-cookie", cookies);
    return response;
  } catch (error) {
    const refusal = asRefusal(error);
    if (refusal) return refusal;
    throw error;
  }
}

export function isRefusal(value: unknown): value is AuthRefusal {
  return typeof value === "object" && value !== null && (value as AuthRefusal).refused === true;
}
