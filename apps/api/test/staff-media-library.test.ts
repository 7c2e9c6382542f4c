import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "../src/staff/media-processing.ts";
import { type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, staffSessions } from "./staff-helpers.ts";

let app: TestApp;
let close: () => Promise<void>;
let as: Awaited<ReturnType<typeof staffSessions>>;

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp({ seed: false }));
  as = await staffSessions(app, ["owner", "editor"]);
});
afterAll(() => close());

async function upload(bytes: Buffer, fileName: string, type: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), fileName);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return app.inject({
    method: "POST",
    url: "/api/v1/staff/media",
    headers: { ...withKey, cookie: as.editor, "content-type": request.headers.get("content-type") ?? "" },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

function staff(method: "GET" | "DELETE" | "POST", url: string, payload?: object) {
  return app.inject({
    method,
    url: `/api/v1/staff${url}`,
    headers: { ...withKey, cookie: as.editor },
    ...(payload ? { payload } : {}),
  });
}

/** The first bytes of an MP4 (an ISO media file of brand isom) and of a WebM (EBML, DocType webm). */
const mp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypisom", "latin1"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomiso2", "latin1"),
    Buffer.alloc(2048, 7),
  ]);
const webm = () =>
  Buffer.concat([
    Buffer.from([
      0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0x82, 0x84,
    ]),
    Buffer.from("webm", "latin1"),
    Buffer.alloc(2048, 9),
  ]);

describe("video uploads", () => {
  it("takes MP4 and WebM by their signature and serves them with their type", async () => {
    for (const [bytes, name, type] of [
      [mp4(), "harbour.mp4", "video/mp4"],
      [webm(), "harbour.webm", "video/webm"],
    ] as const) {
      const response = await upload(bytes, name, type);
      expect(response.statusCode, response.body).toBe(201);
      const url = response.json().url as string;
      expect(url).toMatch(new RegExp(`^/media/uploads/[a-f0-9]{20}\\.${name.split(".")[1]}$`));
      const served = await app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe(type);
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it("answers byte ranges of a video (206), the whole file without one, and 416 past its end", async () => {
    const bytes = mp4();
    const url = (await upload(bytes, "range.mp4", "video/mp4")).json().url as string;
    const get = (range?: string) => app.inject({ url, headers: range ? { range } : {} });

    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    const first = await get("bytes=0-1");
    expect(first.statusCode).toBe(206);
    expect(first.headers["content-range"]).toBe(`bytes 0-1/${bytes.length}`);
    expect(first.headers["content-length"]).toBe("2");
    expect(first.headers["content-type"]).toBe("video/mp4");
    expect(first.rawPayload.equals(bytes.subarray(0, 2))).toBe(true);
    const rest = await get("bytes=100-");
    expect(rest.statusCode).toBe(206);
    expect(rest.headers["content-range"]).toBe(`bytes 100-${bytes.length - 1}/${bytes.length}`);
    expect(rest.rawPayload.equals(bytes.subarray(100))).toBe(true);
    const beyond = await get(`bytes=${bytes.length}-`);
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${bytes.length}`);
    expect(beyond.json().message).toMatch(/starts past its end/);
    // Several ranges, a suffix or another unit: the whole file, as HTTP allows.
    for (const range of ["bytes=0-1,4-5", "bytes=-10", "items=0-1", "bytes=5-2"]) {
      const answer = await get(range);
      expect(answer.statusCode, range).toBe(200);
      expect(answer.rawPayload.equals(bytes), range).toBe(true);
    }
  });

  it("refuses a file named and typed as a video that is not one, and a video over the limit", async () => {
    const fake = await upload(Buffer.from("<script>alert(1)</script>".repeat(20)), "clip.mp4", "video/mp4");
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toBe("The file is not an MP4 or WebM video.");
    const huge = await upload(
      Buffer.concat([mp4(), Buffer.alloc(41 * 1024 * 1024)]),
      "long.mp4",
      "video/mp4",
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/videos up to 40 MB/);
  });
});

describe("the media library", () => {
  it("lists uploads by name and kind, says where each is used, and deletes only unused ones", async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2a6" } })
      .jpeg()
      .toBuffer();
    const image = (await upload(photo, "Terrace at dusk.jpg", "image/jpeg")).json() as { url: string };
    const pdf = (
      await upload(Buffer.from("%PDF-1.4\n% menu\n%%EOF\n"), "Summer menu.pdf", "application/pdf")
    ).json() as {
      url: string;
    };
    const imageId = /uploads\/([a-f0-9]{20})/.exec(image.url)?.[1] ?? "";
    const pdfId = /uploads\/([a-f0-9]{20})/.exec(pdf.url)?.[1] ?? "";

    const found = await staff("GET", "/media?q=terrace");
    expect(found.statusCode).toBe(200);
    const uploads = (list: { demo?: boolean }[]) => list.filter((m) => !m.demo);
    expect(uploads(found.json().data)).toEqual([
      expect.objectContaining({
        id: imageId,
        kind: "image",
        original_name: "Terrace at dusk.jpg",
        used_in: [],
      }),
    ]);
    expect(found.json().data[0].url).toMatch(/-960\.webp$/);
    // The widths up to the 1200 px photo's own.
    expect(found.json().data[0].files).toHaveLength(IMAGE_WIDTHS.filter((w) => w <= 1200).length);
    expect((await staff("GET", "/media?kind=pdf")).json().data.map((m: { id: string }) => m.id)).toEqual([
      pdfId,
    ]);
    expect((await staff("GET", "/media?kind=video")).json().meta.total).toBe(2);

    // Reused by a news item: in use, so it stays.
    const news = await staff("POST", "/content/news", {
      title: "Terrace",
      url: "terrace",
      status: "draft",
      description: "<p>Open.</p>",
      images: { small: { url: image.url, alt: "The terrace" } },
    });
    expect(news.statusCode, news.body).toBe(201);
    expect((await staff("GET", "/media?q=terrace")).json().data[0].used_in).toEqual(["posts"]);
    // Its sizes, as an image field keeps them when the picture is chosen from the library.
    expect(found.json().data[0].image.variants.map((v: { width: number }) => v.width)).toEqual(
      IMAGE_WIDTHS.filter((w) => w <= 1200),
    );
    const refused = await staff("DELETE", `/media/${imageId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/still used \(posts\)/);

    const deleted = await staff("DELETE", `/media/${pdfId}`);
    expect(deleted.statusCode).toBe(204);
    expect((await app.inject({ url: pdf.url })).statusCode).toBe(404);
    expect((await staff("DELETE", `/media/${pdfId}`)).statusCode).toBe(404);
    const audit = await app.inject({ url: "/api/v1/staff/audit", headers: { ...withKey, cookie: as.owner } });
    expect(audit.json().data[0]).toMatchObject({ action: "media-delete", entity: "media", entity_id: pdfId });
  });

  it("lists the demo content's pictures after the uploads, with their size, placeholder and sizes, never deletable", async () => {
    const demo = (await staff("GET", "/media?kind=image&per_page=30")).json() as {
      data: { id: string; demo?: boolean; used_in: string[]; image: Record<string, unknown>; url: string }[];
      meta: { total: number };
    };
    const pictures = demo.data.filter((m) => m.demo);
    expect(pictures.length).toBeGreaterThan(10);
    const first = pictures[0]!;
    expect(first.url).toBe(`/media/${first.id}`);
    expect(first.image).toMatchObject({
      url: first.url,
      width: expect.any(Number),
      height: expect.any(Number),
      blurhash: expect.any(String),
    });
    expect((await app.inject({ url: first.url })).statusCode).toBe(200);
    // Chosen for a story, it says where it is used, like an upload.
    const story = await staff("POST", "/content/news", {
      title: "Demo picture",
      url: "demo-picture",
      status: "draft",
      description: "<p>Again.</p>",
      images: { small: { ...first.image, alt: "Again" } },
    });
    expect(story.statusCode, story.body).toBe(201);
    const again = (await staff("GET", "/media?kind=image&per_page=30")).json().data as typeof demo.data;
    expect(again.find((m) => m.id === first.id)?.used_in).toEqual(["posts"]);
    expect((await staff("DELETE", `/media/${encodeURIComponent(first.id)}`)).statusCode).not.toBe(204);
    expect((await app.inject({ url: first.url })).statusCode).toBe(200);
  });
});
