import encodeQR from "qr";
import decodeQR from "qr/decode.js";
import { describe, expect, it } from "vitest";
import { TOTP_QR_OPTIONS, totpQrDataUrl, totpQrSvg } from "./totp-qr.server.ts";

const URI =
  "otpauth://totp/Thalassa%20staff:owner%40example.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Thalassa%20staff";

/** The symbol's modules as a white RGBA picture, eight pixels a module, as a camera would see it. */
function picture(modules: boolean[][]) {
  const scale = 8;
  const size = modules.length * scale;
  const data = new Uint8Array(size * size * 4).fill(255);
  for (const [y, row] of modules.entries()) {
    for (const [x, dark] of row.entries()) {
      if (!dark) continue;
      for (let dy = 0; dy < scale; dy++) {
        const at = ((y * scale + dy) * size + x * scale) * 4;
        for (let dx = 0; dx < scale; dx++) data.fill(0, at + dx * 4, at + dx * 4 + 3);
      }
    }
  }
  return { width: size, height: size, data };
}

describe("the set-up key's QR code", () => {
  it("reads back as the otpauth address the authenticator app needs", () => {
    const modules = encodeQR(URI, "raw", TOTP_QR_OPTIONS);
    expect(decodeQR(picture(modules), { format: "RGBA" })).toBe(URI);
  });

  it("keeps a four-module quiet zone around the symbol", () => {
    const modules = encodeQR(URI, "raw", TOTP_QR_OPTIONS);
    for (const edge of [modules[0], modules[3], modules.at(-1), modules.map((row) => row[0])])
      expect(edge?.some(Boolean)).toBe(false);
    expect(modules[4]?.some(Boolean)).toBe(true);
  });

  it("is an SVG with a view box, and a data address for an image", () => {
    const svg = totpQrSvg(URI);
    expect(svg).toMatch(/^<svg viewBox="0 0 \d+ \d+" xmlns="http:\/\/www.w3.org\/2000\/svg">/);
    expect(svg).toContain("<path");
    const url = totpQrDataUrl(URI);
    expect(url.startsWith("data:image/svg+xml;base64,")).toBe(true);
    expect(Buffer.from(url.split(",")[1] ?? "", "base64").toString()).toBe(svg);
  });
});
