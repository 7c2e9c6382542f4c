import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import type { Database } from "../src/db/client.ts";
import { jobApplications, staffMedia, uploads } from "../src/db/schema.ts";
import { fileBytesInDatabase, readBlob } from "./blob-helpers.ts";
import { createTestDatabase, type TestApp, withKey } from "./helpers.ts";
import { migrateUpTo } from "./migrate-up-to.ts";
import { createStaffTestApp, staffSessions } from "./staff-helpers.ts";
import { pdfBytes, pngBytes } from "./submissions-fixtures.ts";

const menuPdf = Buffer.concat([pdfBytes, Buffer.from("% a menu kept in the database\n")]);
const blobDir = mkdtempSync(join(tmpdir(), "migration-blobs-"));
let database: Database;
let drop: () => Promise<void>;
let app: TestApp;
let close: () => Promise<void>;
let applicationId: number;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrateUpTo(database, "0002_staff_media");
  // Files as the API stored them before the blob store: their bytes in bytea columns.
  const hex = (b: Buffer) => b.toString("hex");
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  await run(sql`insert into uploads (original_name, mime_type, size, sha256, data)
    values ('cv.pdf', 'application/pdf', ${pdfBytes.length}, 'x', decode(${hex(pdfBytes)}, 'hex')),
           ('permit.png', 'image/png', ${pngBytes.length}, 'x', decode(${hex(pngBytes)}, 'hex'))`);
  await run(sql`insert into job_applications (job_posting_id, name, email, phone, cv_upload_id, work_permit_upload_id)
    select 1, 'Maria Christou', 'maria@guest.test', '+357 96 111111',
           (select id from uploads where original_name = 'cv.pdf'),
           (select id from uploads where original_name = 'permit.png')`);
  await run(sql`insert into staff_media (name, mime_type, data)
    values ('0123456789abcdef0123.pdf', 'application/pdf', decode(${hex(menuPdf)}, 'hex'))`);
  expect(await fileBytesInDatabase(database.db)).toBe(pdfBytes.length + pngBytes.length + menuPdf.length);

  // The API starts on that database: it migrates, then moves the files before it answers.
  ({ app, close } = await createStaffTestApp({ database, blobs: { kind: "fs", dir: blobDir } }));
  [{ id: applicationId }] = (await app.db.select({ id: jobApplications.id }).from(jobApplications)) as [
    { id: number },
  ];
});
afterAll(async () => {
  await close();
  await drop();
  rmSync(blobDir, { recursive: true, force: true });
});

describe("files kept in the database before the blob store", () => {
  it("are moved into the blob store at start, their bytes cleared from the database", async () => {
    expect(await fileBytesInDatabase(app.db)).toBe(0);
    const rows = await app.db.select().from(uploads);
    expect(rows.map((r) => r.data)).toEqual([null, null]);
    const cv = rows.find((r) => r.originalName === "cv.pdf");
    expect(await readBlob(app.blobs, cv?.blobKey)).toEqual(pdfBytes);
    const [menu] = await app.db.select().from(staffMedia);
    expect(menu).toMatchObject({ data: null, blobKey: "media/0123456789abcdef0123.pdf" });
  });

  it("are served from the blob store: the public menu and the staff inbox's CV, byte for byte", async () => {
    const served = await app.inject({ url: "/media/uploads/0123456789abcdef0123.pdf" });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.rawPayload.equals(menuPdf)).toBe(true);
    const { hr } = await staffSessions(app, ["hr"]);
    for (const [name, bytes] of [
      ["cv", pdfBytes],
      ["work-permit", pngBytes],
    ] as const) {
      const download = await app.inject({
        url: `${API_PREFIX}/staff/inbox/job-applications/${applicationId}/files/${name}`,
        headers: { ...withKey, cookie: hr },
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it("are not moved twice: a second start finds nothing left", async () => {
    const keys = async () =>
      (await app.db.select({ key: uploads.blobKey }).from(uploads).orderBy(uploads.id)).map((r) => r.key);
    const before = await keys();
    const second = await createStaffTestApp({ database, blobs: { kind: "fs", dir: blobDir }, seed: false });
    expect(await keys()).toEqual(before);
    const [menu] = await second.app.db
      .select()
      .from(staffMedia)
      .where(eq(staffMedia.name, "0123456789abcdef0123.pdf"));
    expect(menu?.blobKey).toBe("media/0123456789abcdef0123.pdf");
    await second.app.close();
  });
});
