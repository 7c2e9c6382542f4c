// A bare HTTP/1.1 client over a TCP socket: it sends exactly the bytes it is given (invalid
// UTF-8, wrong lengths, trickled bodies), which fetch would refuse to send.
import { connect } from "node:net";

/**
 * Sends one request with `Connection: close` and reads the whole answer.
 * spec: { method, path (string | Buffer), headers: [name, value][], body?: Buffer,
 *         contentLength?: number | null (null = omit), trickle?: { chunkBytes, everyMs } }
 * Returns { status, headers, body, ms } or { error, ms }; `ms` is until the server closed the
 * connection (or the client gave up), so a held socket shows.
 */
export function rawRequest(port, spec, { timeoutMs = 20_000 } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect({ host: "127.0.0.1", port });
    const chunks = [];
    let trickleTimer;
    let settled = false;
    const finish = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      clearInterval(trickleTimer);
      socket.destroy();
      resolve({ ...result, ms: Date.now() - started });
    };
    const guard = setTimeout(() => {
      const received = Buffer.concat(chunks);
      const held = `connection still open after ${timeoutMs} ms`;
      finish(
        received.length
          ? { ...parseResponse(received), held }
          : { error: `no answer within ${timeoutMs} ms` },
      );
    }, timeoutMs);
    let socketError;
    // A server that answers early and closes (413) may reset the socket while the body is still
    // being written: what it answered is in what was received before the close.
    socket.on("error", (error) => {
      socketError = error.code ?? error.message;
    });
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      const received = Buffer.concat(chunks);
      if (isComplete(received)) finish(parseResponse(received));
    });
    socket.on("close", () => {
      const received = Buffer.concat(chunks);
      finish(
        received.length
          ? parseResponse(received)
          : { error: socketError ?? "connection closed without an answer" },
      );
    });
    socket.on("connect", () => {
      const body = spec.body ?? Buffer.alloc(0);
      const head = [Buffer.isBuffer(spec.path) ? null : `${spec.method} ${spec.path} HTTP/1.1\r\n`];
      const lines = [];
      const names = new Set((spec.headers ?? []).map(([n]) => n.toLowerCase()));
      if (!names.has("host")) lines.push(`Host: 127.0.0.1:${port}`);
      // Large bodies keep the connection open, as browsers do: a server that answers early then
      // drains the rest instead of closing on unread data (which resets the answer away).
      const large = !spec.trickle && (spec.body?.length ?? 0) > 256 * 1024;
      if (!large) lines.push("Connection: close");
      for (const [name, value] of spec.headers ?? []) lines.push(`${name}: ${value}`);
      const length = spec.contentLength === undefined ? body.length : spec.contentLength;
      if (
        length !== null &&
        !names.has("content-length") &&
        !names.has("transfer-encoding") &&
        (body.length || spec.method !== "GET")
      )
        lines.push(`Content-Length: ${length}`);
      const headBuffer = Buffer.concat([
        Buffer.isBuffer(spec.path)
          ? Buffer.concat([Buffer.from(`${spec.method} `), spec.path, Buffer.from(" HTTP/1.1\r\n")])
          : Buffer.from(head[0], "latin1"),
        Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"),
      ]);
      if (!spec.trickle && body.length <= 256 * 1024) {
        socket.write(Buffer.concat([headBuffer, body]));
        return;
      }
      if (!spec.trickle) {
        // Large bodies go in pieces and stop as soon as the server has answered (an early 413),
        // as a browser does; writing on would only meet a reset socket.
        socket.write(headBuffer);
        let offset = 0;
        const pump = () => {
          while (offset < body.length && !chunks.length && !socket.destroyed) {
            const piece = body.subarray(offset, offset + 64 * 1024);
            offset += piece.length;
            if (!socket.write(piece)) return socket.once("drain", pump);
          }
        };
        pump();
        return;
      }
      socket.write(headBuffer);
      let offset = 0;
      trickleTimer = setInterval(() => {
        if (socket.destroyed || offset >= body.length) return clearInterval(trickleTimer);
        socket.write(body.subarray(offset, offset + spec.trickle.chunkBytes), () => {});
        offset += spec.trickle.chunkBytes;
      }, spec.trickle.everyMs);
    });
  });
}

/** Whether a whole answer has arrived (for connections the server keeps open). */
function isComplete(buffer) {
  const split = buffer.indexOf("\r\n\r\n");
  if (split < 0) return false;
  const head = buffer.subarray(0, split).toString("latin1").toLowerCase();
  const length = /\r\ncontent-length:\s*(\d+)/.exec(head)?.[1];
  if (length !== undefined) return buffer.length - split - 4 >= Number(length);
  if (/\r\ntransfer-encoding:\s*chunked/.test(head)) return buffer.subarray(split).includes("\r\n0\r\n\r\n");
  return false;
}

function parseResponse(buffer) {
  const split = buffer.indexOf("\r\n\r\n");
  const headText = buffer.subarray(0, split < 0 ? buffer.length : split).toString("latin1");
  const [statusLine, ...headerLines] = headText.split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = split < 0 ? Buffer.alloc(0) : buffer.subarray(split + 4);
  if (/chunked/i.test(headers["transfer-encoding"] ?? "")) body = dechunk(body);
  return { status, statusLine, headers, body: body.toString("utf8") };
}

function dechunk(buffer) {
  const parts = [];
  let offset = 0;
  while (offset < buffer.length) {
    const lineEnd = buffer.indexOf("\r\n", offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(buffer.subarray(offset, lineEnd).toString("latin1"), 16);
    if (!size) break;
    parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Whether a refusal explains itself: a JSON message/error, or a page or text with words in it. */
export function hasClearMessage(response) {
  const type = response.headers?.["content-type"] ?? "";
  const body = response.body ?? "";
  if (type.includes("json")) {
    try {
      const parsed = JSON.parse(body);
      const message = parsed?.message ?? parsed?.error;
      return typeof message === "string" && message.trim().length >= 5;
    } catch {
      return false;
    }
  }
  const text = body
    .replace(/<script[\s\S]*?<\/script>/gi, "")
    .replace(/<style[\s\S]*?<\/style>/gi, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return /[A-Za-z]{3,}.*[A-Za-z]{3,}/.test(text);
}
