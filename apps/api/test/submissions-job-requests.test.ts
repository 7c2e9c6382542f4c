import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { messages } from "@thalassa/contract/messages";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { jobApplications, uploads } from "../src/db/schema.ts";
import { readBlob } from "./blob-helpers.ts";
import { TEST_TEAMS as teams, withKey } from "./helpers.ts";
import { expectApplicationTeamMail } from "./smtp-server.ts";
import { postJobForm, useSubmissionsApp } from "./submissions-app.ts";
import { docBytes, docxBytes, jpegBytes, pdfBytes, pngBytes, zipBytes } from "./submissions-fixtures.ts";

const ctx = useSubmissionsApp();
const { postJson, mailsTo } = ctx;
let liveJobId: number;
beforeAll(async () => {
  const jobs = (await ctx.app.inject({ url: `${API_PREFIX}/job-postings`, headers: withKey })).json() as {
    data: { id: number; status: string }[];
  };
  liveJobId = jobs.data.find((j) => j.status !== "draft")!.id;
});

const postForm = (form: FormData, app = ctx.app) => postJobForm(app, form);

function application(
  files: { cv?: [Buffer, string]; work_permit_file?: [Buffer, string] },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  const all = {
    name: "Maria Christou",
    email: "maria@guest.test",
    phone: "+357 96 111111",
    work_authorized: "yes",
    terms: "on",
    job_posting_id: String(liveJobId),
    utm_source: "careers-page",
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) form.append(k, v);
  for (const [field, file] of Object.entries(files)) {
    if (file) form.append(field, new Blob([new Uint8Array(file[0])]), file[1]);
  }
  return form;
}

describe("POST job-requests", () => {
  it("stores the application and its files under ids; the team mail links to the staff inbox and attaches neither", async () => {
    const response = await postForm(
      application({ cv: [pdfBytes, "../../etc/My CV.pdf"], work_permit_file: [pngBytes, "permit.png"] }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(messages.thankYouApplying);
    const [row] = await ctx.app.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, response.json().id));
    expect(row).toMatchObject({ jobPostingId: liveJobId, utmSource: "careers-page" });
    const [cv] = await ctx.app.db.select().from(uploads).where(eq(uploads.id, row!.cvUploadId));
    expect(cv).toMatchObject({
      mimeType: "application/pdf",
      originalName: "My CV.pdf",
      size: pdfBytes.length,
    });
    expect(cv!.data).toBeNull();
    expect(await readBlob(ctx.app.blobs, cv!.blobKey)).toEqual(pdfBytes);
    const [team] = await mailsTo(teams.careers);
    expect(team!.attachmentUploadIds).toEqual([]);
    expect((await mailsTo("maria@guest.test"))[0]!.subject).toBe("Thank you for applying!");

    const delivered = await ctx.app.mail.deliverDue();
    expect(delivered.failed).toBe(0);
    const eml = readdirSync(ctx.outboxDir).find((f) => f.endsWith("-application-team.eml"));
    expectApplicationTeamMail(
      readFileSync(join(ctx.outboxDir, eml!), "utf8"),
      `https://site.test/staff/inbox/job-applications#item-${row!.id}`,
    );
  });

  it.each([
    ["jpg", jpegBytes],
    ["jpeg", jpegBytes],
    ["doc", docBytes],
    ["docx", docxBytes],
    ["PNG", pngBytes],
  ])("accepts a real .%s", async (ext, bytes) => {
    const response = await postForm(
      application({ cv: [bytes, `cv.${ext}`], work_permit_file: [pdfBytes, "p.pdf"] }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each([
    ["an executable named .pdf", Buffer.from("MZ\x90\x00 not a pdf"), "cv.pdf"],
    ["a PNG named .docx", pngBytes, "cv.docx"],
    ["a zip that is not a Word file", zipBytes([{ name: "a.txt", body: "x" }]), "cv.docx"],
    [
      "a .docx that expands to 4 GB",
      zipBytes([
        { name: "[Content_Types].xml", body: "<Types/>" },
        { name: "word/document.xml", body: "x", claimedSize: 0xfffffff0 },
      ]),
      "cv.docx",
    ],
    ["a PDF named .txt", pdfBytes, "cv.txt"],
    ["a PDF with no extension", pdfBytes, "cv"],
  ])("refuses %s with the file type message", async (_label, bytes, name) => {
    const response = await postForm(
      application({ cv: [bytes, name], work_permit_file: [pdfBytes, "p.pdf"] }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ cv: [messages.fileTypeNotAllowed] });
  });

  it("stores the page's language and thanks a Russian applicant in Russian", async () => {
    const response = await postForm(
      application(
        { cv: [pdfBytes, "cv.pdf"], work_permit_file: [pngBytes, "permit.png"] },
        { email: "olga@guest.test", language: "ru" },
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await ctx.app.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, response.json().id));
    expect(row!.language).toBe("ru");
    const [mail] = await mailsTo("olga@guest.test");
    expect(mail!.subject).toBe("Спасибо за ваш отклик!");
    expect(mail!.text).toContain(`A-${row!.id}`);
  });

  it("refuses a file over 2 MB with 'File size exceeds 2MB.'", async () => {
    const big = Buffer.concat([pdfBytes, Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const response = await postForm(
      application({ cv: [pdfBytes, "cv.pdf"], work_permit_file: [big, "permit.pdf"] }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ work_permit_file: [messages.fileTooLarge] });
  });

  it("accepts a file of exactly 2 MB", async () => {
    const exact = Buffer.concat([pdfBytes, Buffer.alloc(2 * 1024 * 1024 - pdfBytes.length, 0x20)]);
    const response = await postForm(
      application({ cv: [exact, "cv.pdf"], work_permit_file: [pdfBytes, "p.pdf"] }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it("gives every missing field its message", async () => {
    const response = await postForm(
      application({}, { name: "", email: "", phone: "", terms: "", work_authorized: "yes" }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ["Name is required"],
      email: ["Email is required"],
      phone: ["Phone is required"],
      terms: ["Terms and Conditions are required"],
      cv: ["CV is required"],
      work_permit_file: ["Work Permit is required"],
    });
  });

  it("refuses without work authorization", async () => {
    const response = await postForm(application({ cv: [pdfBytes, "cv.pdf"] }, { work_authorized: "no" }));
    expect(response.json().errors).toEqual({ work_authorized: [messages.cannotProceed] });
  });

  it("refuses a draft or unknown job, a filled honeypot and a JSON body", async () => {
    const unknown = await postForm(
      application(
        { cv: [pdfBytes, "cv.pdf"], work_permit_file: [pdfBytes, "p.pdf"] },
        { job_posting_id: "999999" },
      ),
    );
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(["job_posting_id"]);
    const bot = await postForm(
      application({ cv: [pdfBytes, "cv.pdf"], work_permit_file: [pdfBytes, "p.pdf"] }, { website_url: "x" }),
    );
    expect(bot.statusCode).toBe(400);
    expect((await postJson("job-requests", { name: "x" })).statusCode).toBe(400);
  });

  it("stores one application for a repeated idempotency key", async () => {
    const key = { idempotency_key: "application-key-0001" };
    const files = {
      cv: [pdfBytes, "cv.pdf"] as [Buffer, string],
      work_permit_file: [pdfBytes, "p.pdf"] as [Buffer, string],
    };
    const first = await postForm(application(files, key));
    const second = await postForm(application(files, key));
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
  });
});

describe("OpenAPI", () => {
  it("documents the submission routes", async () => {
    const doc = (await ctx.app.inject({ url: `${API_PREFIX}/openapi.json`, headers: withKey })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        `${API_PREFIX}/private-events-requests`,
        `${API_PREFIX}/newsletter-subscription`,
        `${API_PREFIX}/job-requests`,
      ]),
    );
  });
});
