import { describe, expect, it } from "vitest";
import { blurhashToDataUrl } from "./blurhash.server.ts";
import { imageSrcSet, imageUrlForWidth, secureMediaUrl } from "./media.ts";

describe("secureMediaUrl", () => {
  it("upgrades http to https except on the local demo host", () => {
    expect(secureMediaUrl("http://cdn.example.com/a.webp")).toBe("https://cdn.example.com/a.webp");
    expect(secureMediaUrl("http://localhost:3000/media/a.webp")).toBe("http://localhost:3000/media/a.webp");
    expect(secureMediaUrl("/media/a.webp")).toBe("/media/a.webp");
    expect(secureMediaUrl("https://x.example/a.webp")).toBe("https://x.example/a.webp");
  });
});

describe("srcset", () => {
  const image = {
    url: "/media/a-1600.webp",
    alt: "",
    variants: [
      { width: 480, url: "/media/a-480.webp" },
      { width: 960, url: "/media/a-960.webp" },
      { width: 1600, url: "/media/a-1600.webp" },
    ],
  };
  it("lists every variant with its width", () => {
    expect(imageSrcSet(image)).toBe(
      "/media/a-480.webp 480w, /media/a-960.webp 960w, /media/a-1600.webp 1600w",
    );
    expect(imageSrcSet({ variants: null })).toBeUndefined();
  });
  it("picks the smallest variant wide enough", () => {
    expect(imageUrlForWidth(image, 500)).toBe("/media/a-960.webp");
    expect(imageUrlForWidth(image, 3000)).toBe("/media/a-1600.webp");
  });
});

describe("blurhashToDataUrl", () => {
  it("decodes a blur-hash into a tiny PNG data URL", () => {
    const url = blurhashToDataUrl("LEHV6nWB2yk8pyo0adR*.7kCMdnj");
    expect(url).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(url!.split(",")[1]!, "base64");
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(8);
    expect(png.readUInt32BE(20)).toBe(6);
    expect(png.length).toBeLessThan(400);
  });
  it("gives null for an invalid hash", () => {
    expect(blurhashToDataUrl("nope")).toBeNull();
    expect(blurhashToDataUrl(null)).toBeNull();
  });
});
