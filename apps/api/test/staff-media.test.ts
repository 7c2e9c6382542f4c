import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMedia } from "../src/db/schema.ts";
import { type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, staffSessions } from "./staff-helpers.ts";

let app: TestApp;
let close: () => Promise<void>;
let as: Awaited<ReturnType<typeof staffSessions>>;

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp({ seed: false }));
  as = await staffSessions(app, ["editor", "sales"]);
});
afterAll(() => close());

/** A multipart body with one file, as a browser form sends it. */
async function multipart(bytes: Buffer, fileName: string, type: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), fileName);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") as string,
  };
}

async function upload(cookie: string | undefined, bytes: Buffer, fileName: string, type: string) {
  const { payload, contentType } = await multipart(bytes, fileName, type);
  return app.inject({
    method: "POST",
    url: "/api/v1/staff/media",
    headers: { ...withKey, "content-type": contentType, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

const photo = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: { r: 20, g: 90, b: 140 } } })
    .jpeg()
    .toBuffer();

describe("staff media uploads", () => {
  it("turns an image into the page sizes with a blurhash, served publicly from /media/uploads", async () => {
    const response = await upload(as.editor, await photo(), "harbour.jpg", "image/jpeg");
    expect(response.statusCode).toBe(201);
    const media = response.json();
    expect(media).toMatchObject({ width: 1600, height: 800, blurhash: expect.any(String) });
    expect(media.variants.map((v: { width: number }) => v.width)).toEqual([480, 800, 960, 1600]);
    expect(media.url).toMatch(/^\/media\/uploads\/[a-f0-9]{20}-1600\.webp$/);
    for (const variant of media.variants) {
      const file = await app.inject({ method: "GET", url: variant.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("image/webp");
      expect(file.headers["cache-control"]).toContain("immutable");
      expect((await sharp(file.rawPayload).metadata()).width).toBe(variant.width);
    }
  });

  it("keeps a narrow image at its own width, and takes menu PDFs", async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#ccc" } })
      .png()
      .toBuffer();
    const response = await upload(as.editor, small, "icon.png", "image/png");
    expect(response.json()).toMatchObject({ width: 300, height: 200, variants: [{ width: 300 }] });
    const pdf = await upload(as.editor, Buffer.from("%PDF-1.4\n%test\n"), "menu.pdf", "application/pdf");
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json()).toMatchObject({ url: expect.stringMatching(/\.pdf$/), blurhash: null });
  });

  it("refuses SVG by its content, whatever its name and type, and stores nothing", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><filter id="f">' +
        '<feGaussianBlur stdDeviation="200"/><feMorphology radius="50"/></filter>' +
        '<rect width="4000" height="4000" filter="url(#f)"/></svg>',
    );
    const stored = async () =>
      (
        (await app.db.select({ count: sql<number>`count(*)::int` }).from(staffMedia)) as [{ count: number }]
      )[0].count;
    const before = await stored();
    for (const [name, type] of [
      ["logo.svg", "image/svg+xml"],
      ["photo.png", "image/png"],
      ["photo.jpg", "image/jpeg"],
    ]) {
      const response = await upload(as.editor, svg, name as string, type as string);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: "The file is not an image we can read. Upload a JPEG, PNG, WebP or AVIF image.",
        errors: { file: ["The file is not an image we can read. Upload a JPEG, PNG, WebP or AVIF image."] },
      });
    }
    expect(await stored()).toBe(before);
  });

  it("takes WebP and AVIF images as well as JPEG and PNG", async () => {
    const square = sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a7" } });
    for (const [bytes, name, type] of [
      [await square.clone().webp().toBuffer(), "a.webp", "image/webp"],
      [await square.clone().avif().toBuffer(), "a.avif", "image/avif"],
    ] as const) {
      const response = await upload(as.editor, bytes, name, type);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ width: 64, height: 48 });
    }
  });

  it("refuses what is not an image, anonymous uploads and roles without content", async () => {
    const text = await upload(as.editor, Buffer.from("hello"), "notes.jpg", "image/jpeg");
    expect(text.statusCode).toBe(422);
    expect(text.json().message).toMatch(/not an image/);
    expect((await upload(undefined, await photo(), "a.jpg", "image/jpeg")).statusCode).toBe(401);
    const sales = await upload(as.sales, await photo(), "a.jpg", "image/jpeg");
    expect(sales.statusCode).toBe(403);
    expect(sales.json()).toEqual({ message: "Your role (sales) may not upload media." });
  });
});
