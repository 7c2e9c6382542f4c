import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import type { BlobStoreOptions } from "../src/blobs/blob-plugin.ts";
import { staffMedia, uploads } from "../src/db/schema.ts";
import { IMAGE_WIDTHS } from "../src/staff/media-processing.ts";
import { fileBytesInDatabase, readBlob } from "./blob-helpers.ts";
import { type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, staffSessions } from "./staff-helpers.ts";
import { postJobForm } from "./submissions-app.ts";
import { pngBytes } from "./submissions-fixtures.ts";

/** A PDF of about the given size, as the upload checks want one (header, body, end marker). */
export function pdfOfSize(bytes: number, seed = 1): Buffer {
  const body = Buffer.alloc(bytes - 16);
  for (let i = 0; i < body.length; i++) body[i] = 0x20 + ((i * 31 + seed * 7) % 90);
  return Buffer.concat([Buffer.from("%PDF-1.4\n"), body, Buffer.from("\n%%EOF\n")]);
}

/** A multipart body with one file, as the staff area's upload form sends it. */
async function mediaForm(bytes: Buffer, fileName: string, type: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), fileName);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") as string,
  };
}

/**
 * Files uploaded through the API leave no bytes in the database: they are in the blob store and
 * come back byte for byte through every way out (public media, the staff inbox, team mail).
 * Run for each blob store with its options.
 */
export function fileStorageCases(
  blobs: () => BlobStoreOptions,
  /** Every key under the `uploads/` prefix, listed by the store's own means (folder, bucket). */
  storedUploadKeys: () => Promise<string[]>,
) {
  let app: TestApp;
  let close: () => Promise<void>;
  let as: Awaited<ReturnType<typeof staffSessions>>;
  let outboxDir: string;

  beforeAll(async () => {
    outboxDir = await mkdtemp(join(tmpdir(), "file-storage-outbox-"));
    ({ app, close } = await createStaffTestApp({
      blobs: blobs(),
      mail: { outboxDir, from: "site@test", pollMs: 0 },
    }));
    as = await staffSessions(app, ["hr", "editor"]);
  });
  afterAll(async () => {
    await close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  const uploadMedia = async (bytes: Buffer, fileName: string, type: string) => {
    const { payload, contentType } = await mediaForm(bytes, fileName, type);
    return app.inject({
      method: "POST",
      url: `${API_PREFIX}/staff/media`,
      headers: { ...withKey, "content-type": contentType, cookie: as.editor },
      payload,
    });
  };

  describe("a job application's files", () => {
    it("go to the blob store, not the database, download byte for byte from the staff inbox, and stay out of mail", async () => {
      const cv = pdfOfSize(1_900_000);
      const jobs = (await app.inject({ url: `${API_PREFIX}/job-postings`, headers: withKey })).json()
        .data as { id: number; status: string }[];
      const form = new FormData();
      for (const [k, v] of Object.entries({
        name: "Maria Christou",
        email: "maria@guest.test",
        phone: "+357 96 111111",
        work_authorized: "yes",
        terms: "on",
        job_posting_id: String(jobs.find((j) => j.status === "live")?.id),
        idempotency_key: "file-storage-application-1",
      }))
        form.append(k, v);
      form.append("cv", new Blob([new Uint8Array(cv)]), "cv.pdf");
      form.append("work_permit_file", new Blob([new Uint8Array(pngBytes)]), "permit.png");
      const applied = await postJobForm(app, form);
      expect(applied.statusCode, applied.body).toBe(201);
      // The same application again (a double click) answers the first and leaves no files behind.
      const repeated = await postJobForm(app, form);
      expect(repeated.json().id).toBe(applied.json().id);

      expect(await fileBytesInDatabase(app.db)).toBe(0);
      const rows = await app.db.select().from(uploads);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.data).toBeNull();
        expect(row.blobKey).toMatch(/^uploads\/[0-9a-f-]{36}$/);
      }
      expect((await storedUploadKeys()).sort()).toEqual(rows.map((r) => r.blobKey).sort());

      const id = applied.json().id as number;
      const download = await app.inject({
        url: `${API_PREFIX}/staff/inbox/job-applications/${id}/files/cv`,
        headers: { ...withKey, cookie: as.hr },
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-type"]).toBe("application/pdf");
      expect(download.headers["content-length"]).toBe(String(cv.length));
      expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="cv\.pdf"/);
      expect(download.rawPayload.equals(cv)).toBe(true);
      const permit = await app.inject({
        url: `${API_PREFIX}/staff/inbox/job-applications/${id}/files/work-permit`,
        headers: { ...withKey, cookie: as.hr },
      });
      expect(permit.rawPayload.equals(pngBytes)).toBe(true);

      // The team's mail links to the application in the staff inbox: the files stay in one place.
      expect(await app.mail.deliverDue()).toMatchObject({ failed: 0 });
      const eml = (await readdir(outboxDir)).find((f) => f.endsWith("-application-team.eml"));
      const message = (await readFile(join(outboxDir, eml as string), "utf8")).replace(/\r?\n/g, "");
      expect(message).not.toContain(cv.subarray(0, 3000).toString("base64"));
      expect(message).toContain(`/staff/inbox/job-applications#item-${id}`);
    });
  });

  describe("staff media", () => {
    it("keeps an image's variants and a menu PDF in the blob store, streamed back by GET /media/uploads/:name", async () => {
      const photo = await sharp({
        create: {
          width: 2000,
          height: 1000,
          channels: 3,
          background: "#000",
          noise: { type: "gaussian", mean: 128, sigma: 40 },
        },
      })
        .jpeg()
        .toBuffer();
      const image = await uploadMedia(photo, "harbour.jpg", "image/jpeg");
      expect(image.statusCode, image.body).toBe(201);
      const menu = pdfOfSize(3_000_000, 2);
      const pdf = await uploadMedia(menu, "menu.pdf", "application/pdf");
      expect(pdf.statusCode, pdf.body).toBe(201);

      expect(await fileBytesInDatabase(app.db)).toBe(0);
      const urls = [...image.json().variants.map((v: { url: string }) => v.url), pdf.json().url] as string[];
      // One file per width the pages ask for (a 2000 px photo has them all), and the PDF.
      expect(urls).toHaveLength(IMAGE_WIDTHS.length + 1);
      for (const url of urls) {
        const name = url.replace("/media/uploads/", "");
        const [row] = await app.db.select().from(staffMedia).where(eq(staffMedia.name, name));
        expect(row?.data).toBeNull();
        const stored = await readBlob(app.blobs, row?.blobKey);
        expect(stored?.length).toBeGreaterThan(0);
        const served = await app.inject({ url });
        expect(served.statusCode).toBe(200);
        expect(served.headers["content-length"]).toBe(String(stored?.length));
        expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(served.headers["x-content-type-options"]).toBe("nosniff");
        expect(served.rawPayload.equals(stored as Buffer)).toBe(true);
      }
      const servedMenu = await app.inject({ url: pdf.json().url });
      expect(servedMenu.headers["content-type"]).toBe("application/pdf");
      expect(servedMenu.rawPayload.equals(menu)).toBe(true);

      // The same file again is one file: same name, same key, one row.
      expect((await uploadMedia(menu, "menu-again.pdf", "application/pdf")).json().url).toBe(pdf.json().url);
      const [{ count }] = (await app.db
        .select({ count: sql<number>`count(*)::int` })
        .from(staffMedia)
        .where(sql`${staffMedia.mimeType} = 'application/pdf'`)) as [{ count: number }];
      expect(count).toBe(1);
    });
  });
}
