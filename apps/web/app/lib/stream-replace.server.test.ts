import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { replaceInStream } from "./stream-replace.server.ts";

async function run(chunks: Buffer[], search: string, replacement: string) {
  return text(Readable.from(chunks).pipe(replaceInStream(search, replacement)));
}

describe("replaceInStream", () => {
  const html =
    '<head><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/></head>ñ€';
  const search = '<link rel="modulepreload"';
  const replacement = '<link rel="modulepreload" fetchpriority="low"';
  const expected = html.split(search).join(replacement);

  it("replaces every match whatever the chunk size, even across chunk and character boundaries", async () => {
    const bytes = Buffer.from(html);
    for (let size = 1; size <= bytes.length; size++) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await run(chunks, search, replacement)).toBe(expected);
    }
  });

  it("leaves text without a match as it is", async () => {
    expect(await run([Buffer.from("<p>modulepreload</p>")], search, replacement)).toBe(
      "<p>modulepreload</p>",
    );
  });
});
