import { messages } from "@thalassa/contract/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { buildTestApp, withKey } from "./helpers.ts";
import { postJobForm } from "./submissions-app.ts";
import { docxBytes, jpegBytes, pdfBytes, pngBytes, zipBytes } from "./submissions-fixtures.ts";

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let jobId: number;
beforeAll(async () => {
  ctx = await buildTestApp({ publicSiteUrl: "https://site.test" });
  const jobs = (await ctx.app.inject({ url: `${API_PREFIX}/job-postings`, headers: withKey })).json() as {
    data: { id: number; status: string }[];
  };
  jobId = jobs.data.find((j) => j.status !== "draft")!.id;
});
afterAll(async () => ctx.close());

/** A job application with this CV (and a good work permit), as the site sends it. */
async function applyWith(cv: Buffer, name: string) {
  const form = new FormData();
  const fields = {
    name: "Maria Christou",
    email: "maria@guest.test",
    phone: "+357 96 111111",
    work_authorized: "yes",
    terms: "on",
    job_posting_id: String(jobId),
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("cv", new Blob([new Uint8Array(cv)]), name);
  form.append("work_permit_file", new Blob([new Uint8Array(pdfBytes)]), "permit.pdf");
  return postJobForm(ctx.app, form);
}

const contentTypes = { name: "[Content_Types].xml", body: Buffer.from("<Types/>") };
const html = "<html><body><script>alert(document.cookie)</script></body></html>";

describe("uploads are checked by their content, not only their first bytes", () => {
  it.each([
    ["a PDF header followed by HTML", Buffer.from(`%PDF-1.4\n${html}\n%%EOF\n`), "cv.pdf"],
    ["a PDF header followed by HTML, no end", Buffer.from(`%PDF-1.4\n${html}`), "cv.pdf"],
    ["a PDF with no %%EOF", Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\n"), "cv.pdf"],
    [
      "a PDF with a script tag after its comment line",
      Buffer.from(`%PDF-1.7\n%\u00e2\u00e3\n<SCRIPT src=//evil.example/x.js></SCRIPT>\n%%EOF\n`),
      "cv.pdf",
    ],
    [
      "a PNG signature followed by HTML",
      Buffer.concat([pngBytes.subarray(0, 8), Buffer.from(html)]),
      "cv.png",
    ],
    ["a PNG with HTML after its end", Buffer.concat([pngBytes, Buffer.from(html)]), "cv.png"],
    ["a PNG cut short", pngBytes.subarray(0, pngBytes.length - 12), "cv.png"],
    [
      "a JPEG marker followed by HTML",
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(html)]),
      "cv.jpg",
    ],
    [
      "a JPEG with HTML in a comment",
      Buffer.concat([
        jpegBytes.subarray(0, 2),
        Buffer.from([0xff, 0xfe, 0x00, html.length + 2]),
        Buffer.from(html),
        jpegBytes.subarray(2),
      ]),
      "cv.jpg",
    ],
    ["a JPEG with no image data", jpegBytes.subarray(0, 20), "cv.jpeg"],
  ])("refuses %s with the file type message", async (_label, bytes, name) => {
    const response = await applyWith(bytes, name);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ cv: [messages.fileTypeNotAllowed] });
  });

  it("refuses a 61 KB .docx that expands to 60 MiB, without expanding it", async () => {
    const bomb = zipBytes(
      [contentTypes, { name: "word/document.xml", body: Buffer.alloc(60 * 1024 * 1024, 0x20) }],
      { deflate: true },
    );
    expect(bomb.length).toBeLessThan(80 * 1024);
    const started = performance.now();
    const response = await applyWith(bomb, "cv.docx");
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ cv: [messages.fileTypeNotAllowed] });
    // Generous: inflating 60 MiB is what this rules out, not a timing to tune.
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("refuses a .docx whose parts expand absurdly (a thousand times) even under the total bound", async () => {
    const response = await applyWith(
      zipBytes([contentTypes, { name: "word/document.xml", body: Buffer.alloc(8 * 1024 * 1024, 0x20) }], {
        deflate: true,
      }),
      "cv.docx",
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ cv: [messages.fileTypeNotAllowed] });
  });

  it.each([
    ["pdf", pdfBytes],
    ["pdf with trailing whitespace", Buffer.concat([pdfBytes, Buffer.alloc(4096, 0x20)])],
    ["png", pngBytes],
    ["jpg", jpegBytes],
    ["docx", docxBytes],
    [
      "docx",
      zipBytes(
        [
          contentTypes,
          {
            name: "word/document.xml",
            body: Buffer.from("<w:document>".concat("<w:p>Experience</w:p>".repeat(2000))),
          },
        ],
        { deflate: true },
      ),
    ],
  ])("accepts a real %s", async (label, bytes) => {
    const ext = label.split(" ")[0]!;
    const response = await applyWith(bytes, `cv.${ext}`);
    expect(response.statusCode, response.body).toBe(201);
  });
});
