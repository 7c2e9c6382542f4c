/** Form posts carry at most two 2 MB uploads plus fields; the server refuses anything larger unread. */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

/**
 * A request body's bytes, kept only while they stay within `maxBytes`: null once they pass them.
 * Past the limit the rest is read and dropped up to `drainUpTo`, so a sender still sending gets to
 * read the 413 instead of a reset connection; only a body past that (one that lied about its
 * length to the server's body guard) is cut.
 */
export async function readLimitedBytes(
  request: Request,
  maxBytes: number,
  drainUpTo = Math.max(maxBytes, MAX_BODY_BYTES),
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > drainUpTo) {
      await reader.cancel().catch(() => {});
      return null;
    }
    if (total <= maxBytes) chunks.push(value);
  }
  if (total > maxBytes) return null;
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A request body as text, read only while it stays within `maxBytes`: null as soon as it passes
 * them (declared or while it streams in). The server's body guard has already refused bodies
 * without a declared length, so this is the route's own, smaller limit.
 */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) return null;
  const bytes = await readLimitedBytes(request, maxBytes);
  return bytes && new TextDecoder().decode(bytes);
}
