import { MAX_BODY_BYTES } from "./form-body.server.ts";

/**
 * A request body as text, read only while it stays within `maxBytes`: null as soon as it passes
 * them (declared or while it streams in); what streams in past them is dropped. The server's body guard has
 * already refused bodies without a declared length, so this is the route's own, smaller limit.
 */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) return null;
  const reader = request.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    // Past the limit the rest is read and dropped (up to what the server accepts at all), so the
    // sender gets to read the 413 instead of a reset connection.
    if (total > Math.max(maxBytes, MAX_BODY_BYTES)) {
      await reader.cancel().catch(() => {});
      return null;
    }
    if (total <= maxBytes) chunks.push(value);
  }
  if (total > maxBytes) return null;
  return Buffer.concat(chunks, total).toString("utf8");
}
