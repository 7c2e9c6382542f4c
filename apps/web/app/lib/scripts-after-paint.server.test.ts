import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { scriptsAfterPaint, scriptsAfterPaintStream } from "./scripts-after-paint.server.ts";
import { AFTER_PAINT_TYPE } from "./scripts-after-paint.ts";

const nonce = 'nonce="n0nce=="';
const page = [
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>`,
  `<link rel="modulepreload" href="/assets/entry.client-1.js" ${nonce}/>`,
  `<link ${nonce} rel="stylesheet" href="/assets/style-1.css"/>`,
  `<link rel="preload" href="/assets/i18n/en.abc-1.json" as="fetch" crossorigin=""/>`,
  `<link rel="modulepreload" href="/assets/route-2.js" ${nonce}/>`,
  `</head><body><p>&lt;link rel=&quot;modulepreload&quot; href=&quot;/evil.js&quot;&gt;</p>`,
  `<script ${nonce}>window.__reactRouterContext = {};</script>`,
  `<script ${nonce} type="module" async="">import "/assets/route-2.js";\nimport("/assets/entry.client-1.js");</script>`,
  `</body></html>ñ€`,
].join("");

describe("scriptsAfterPaint", () => {
  const out = scriptsAfterPaint(page);

  it("removes the head's module preloads and lists them on the module script, which becomes inert", () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain('type="module"');
    expect(out).toContain(
      `<script ${nonce} type="${AFTER_PAINT_TYPE}" data-modules="/assets/entry.client-1.js /assets/route-2.js" data-catalogue="/assets/i18n/en.abc-1.json">import "/assets/route-2.js";`,
    );
  });

  it("moves the catalogue's preload from the head to the inert script", () => {
    expect(out).not.toContain('rel="preload"');
  });

  it("keeps everything else: the stylesheet, the context script, escaped content, the text", () => {
    expect(out).toContain(`<link ${nonce} rel="stylesheet" href="/assets/style-1.css"/>`);
    expect(out).toContain(`<script ${nonce}>window.__reactRouterContext = {};</script>`);
    expect(out).toContain("&lt;link rel=&quot;modulepreload&quot; href=&quot;/evil.js&quot;&gt;");
    expect(out.endsWith("</body></html>ñ€")).toBe(true);
  });

  it("leaves a document without React Router's module script as it is", () => {
    const bare = '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
    expect(scriptsAfterPaint(bare)).toBe(bare);
    expect(scriptsAfterPaint("not a document")).toBe("not a document");
  });

  it("gives the same document through the stream, however it is cut into chunks", async () => {
    const bytes = Buffer.from(page);
    for (const size of [1, 7, 64, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await text(Readable.from(chunks).pipe(scriptsAfterPaintStream()))).toBe(out);
    }
  });
});
