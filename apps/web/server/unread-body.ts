import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Keeps a connection usable when the site answers before it has read the request's body.
 *
 * Node discards an unread body by itself only while nothing has started reading it. Once the body
 * has been handed on (React Router's request stream, a form reader that stops at its limit), the
 * rest of it stays in the socket, the socket stays paused, and the next request on that
 * keep-alive connection (a proxy's or a CDN's pooled one: another visitor's) waits until the
 * request timeout. So every answer here, whatever route or guard gave it, ends in one of two ways:
 *
 * - the body is at most `drainBytes` (as its Content-Length says, or as it arrives): once the
 *   answer is out, what is left of it is read and dropped, and the connection serves the next
 *   request at once. A sender still sending (a browser posting a file that is too large) reads the
 *   answer instead of a reset; the request timeout bounds how long that may take;
 * - it says it is larger, or turns out larger as it arrives: the answer carries
 *   `Connection: close` and the socket is closed.
 */
export function releaseUnreadBody(req: IncomingMessage, res: ServerResponse, drainBytes: number): void {
  const declared = Number(req.headers["content-length"] ?? 0);
  const chunked = req.headers["transfer-encoding"] !== undefined;
  if (!chunked && !(declared > 0)) return;
  if (declared > drainBytes) res.shouldKeepAlive = false;
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    let dropped = 0;
    // Whoever was reading (a paused stream pump) lets go; in flowing mode with only this listener
    // the bytes are counted and dropped.
    req.removeAllListeners("data");
    req.on("data", (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > drainBytes) req.socket.destroy();
    });
    req.resume();
  });
}
