import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { messages } from "@thalassa/contract/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX, buildApp } from "../src/app.ts";
import { enquiries, jobApplications, mailQueue, newsletterSubscriptions, uploads } from "../src/db/schema.ts";
import { seedDemoContent } from "../src/seed/seed.ts";
import { createTestDatabase, SEED_DAY, TEST_API_KEY, withKey } from "./helpers.ts";
import { docBytes, docxBytes, jpegBytes, pdfBytes, pngBytes, zipBytes } from "./submissions-fixtures.ts";

const teams = { enquiries: "events@team.test", catering: "catering@team.test", careers: "careers@team.test" };

async function startApp(rateLimit = { max: 100_000, windowMs: 60_000 }) {
  const { database, drop } = await createTestDatabase();
  const outboxDir = await mkdtemp(join(tmpdir(), "submissions-outbox-"));
  const app = await buildApp({
    apiKey: TEST_API_KEY,
    database,
    publicSiteUrl: "https://site.test",
    rateLimit,
    teams,
    mail: { outboxDir, from: "site@test", pollMs: 0 },
  });
  await seedDemoContent(app.db, SEED_DAY);
  return {
    app,
    outboxDir,
    close: async () => {
      await app.close();
      await drop();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

let ctx: Awaited<ReturnType<typeof startApp>>;
let liveJobId: number;
beforeAll(async () => {
  ctx = await startApp();
  const jobs = (await ctx.app.inject({ url: `${API_PREFIX}/job-postings`, headers: withKey })).json() as {
    data: { id: number; status: string }[];
  };
  liveJobId = jobs.data.find((j) => j.status !== "draft")!.id;
});
afterAll(async () => ctx.close());

const postJson = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: "POST",
    url: `${API_PREFIX}/${path}`,
    headers: { ...withKey, ...headers },
    payload: payload as object,
  });

async function postForm(form: FormData, app = ctx.app) {
  const encoded = new Response(form);
  return app.inject({
    method: "POST",
    url: `${API_PREFIX}/job-requests`,
    headers: { ...withKey, "content-type": encoded.headers.get("content-type")! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const mailsTo = async (to: string) => ctx.app.db.select().from(mailQueue).where(eq(mailQueue.to, to));

const catering = {
  name: "Eleni Georgiou",
  email: "eleni@guest.test",
  phone: "+357 99 000000",
  required_date: "2027-05-01",
  location: "Limassol marina",
  additional_notes: "Buffet for 40",
  terms: true,
  type: "catering",
  utm_source: "instagram",
};

const celebrate = {
  name: "Andreas Ioannou",
  email: "andreas@guest.test",
  phone: "99000000",
  occasion: "Birthday",
  required_date: "2027-06-01",
  num_of_guests: 12,
  website_id: 4,
  additional_notes: "Sea view please",
  terms: true,
  type: "celebrate",
};

describe("POST private-events-requests: catering", () => {
  it("stores a valid catering enquiry on website 7 and queues the team and visitor mails", async () => {
    const response = await postJson("private-events-requests", catering);
    expect(response.statusCode, response.body).toBe(201);
    const { id, message } = response.json();
    expect(message).toBe(messages.thankYouEnquiry);
    const [row] = await ctx.app.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({
      type: "catering",
      websiteId: 7,
      location: "Limassol marina",
      utmSource: "instagram",
    });
    const team = await mailsTo(teams.catering);
    expect(team.some((m) => m.text.includes(`E-${id}`) && m.text.includes("Buffet for 40"))).toBe(true);
    expect((await mailsTo("eleni@guest.test")).map((m) => m.subject)).toContain(
      "Thank you for your enquiry!",
    );
  });

  it.each([
    ["name", "Name is required"],
    ["email", "E-mail is required"],
    ["phone", "Phone is required"],
    ["required_date", "Required Date is required"],
    ["location", "Location is required"],
    ["additional_notes", "Additional Notes is required"],
    ["terms", "Terms and Conditions are required"],
  ])("refuses a missing %s with '%s'", async (field, text) => {
    const response = await postJson("private-events-requests", { ...catering, [field]: "" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: messages.invalidData, errors: { [field]: [text] } });
  });

  it("refuses a malformed address with 'Invalid email address'", async () => {
    const response = await postJson("private-events-requests", { ...catering, email: "eleni@" });
    expect(response.json().errors).toEqual({ email: [messages.invalidEmail] });
  });

  it("stores one record for a repeated idempotency key", async () => {
    const body = { ...catering, idempotency_key: "catering-key-123456" };
    const first = await postJson("private-events-requests", body);
    const second = await postJson("private-events-requests", body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    const rows = await ctx.app.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.idempotencyKey, body.idempotency_key));
    expect(rows).toHaveLength(1);
  });

  it("refuses a filled honeypot and a missing key", async () => {
    expect(
      (await postJson("private-events-requests", { ...catering, website_url: "http://spam" })).statusCode,
    ).toBe(400);
    const noKey = await ctx.app.inject({
      method: "POST",
      url: `${API_PREFIX}/private-events-requests`,
      payload: catering,
    });
    expect(noKey.statusCode).toBe(401);
  });
});

describe("POST private-events-requests: celebrate", () => {
  it("stores a valid enquiry and mails the events team with the area's name", async () => {
    const response = await postJson("private-events-requests", celebrate);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await ctx.app.db.select().from(enquiries).where(eq(enquiries.id, response.json().id));
    expect(row).toMatchObject({ type: "celebrate", numOfGuests: 12, websiteId: 4, occasion: "Birthday" });
    expect((await mailsTo(teams.enquiries)).length).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ["name", "", "Name is required"],
    ["email", "", "Email is required"],
    ["email", "no-at-sign", "Invalid email address"],
    ["phone", "", "Phone is required"],
    ["occasion", "", "Occasion is required"],
    ["required_date", "", "Required Date is required"],
    ["num_of_guests", "", "Number of Guests is required"],
    ["num_of_guests", 0, "Minimum value is 1"],
    ["additional_notes", "", "Additional Notes is required"],
    ["website_id", null, "This field is required"],
    ["website_id", "", "This field is required"],
    ["website_id", "none", "Please select a valid option"],
    ["terms", false, "Terms and Conditions are required"],
  ])("%s = %j → '%s'", async (field, value, text) => {
    const response = await postJson("private-events-requests", { ...celebrate, [field]: value });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([text]);
  });

  it("offers only restaurant-type websites as the preferred area", async () => {
    const response = await postJson("private-events-requests", { ...celebrate, website_id: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ website_id: [messages.selectValidOption] });
  });
});

describe("POST newsletter-subscription", () => {
  it("subscribes with the consent time and mails a working unsubscribe link; twice is not an error", async () => {
    const body = { email: "Reader@Guest.test", terms_and_conditions: true, utm_source: "footer" };
    const first = await postJson("newsletter-subscription", body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await postJson("newsletter-subscription", body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const [row] = await ctx.app.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "reader@guest.test"));
    expect(row!.consentAt).toBeInstanceOf(Date);
    const mails = await mailsTo("reader@guest.test");
    expect(mails).toHaveLength(1);
    const link = mails[0]!.text.match(/https:\/\/site\.test\/newsletter\/unsubscribe\?token=([\w-]+)/);
    expect(link).not.toBeNull();
    const off = await postJson("newsletter-subscription/unsubscribe", { token: link![1] });
    expect(off.statusCode).toBe(200);
    const [after] = await ctx.app.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, row!.id));
    expect(after!.unsubscribedAt).toBeInstanceOf(Date);
    expect(
      (await postJson("newsletter-subscription/unsubscribe", { token: "not-a-real-token" })).statusCode,
    ).toBe(404);
  });

  it.each([
    [{ terms_and_conditions: true }, { email: ["Email is required"] }],
    [{ email: "x@", terms_and_conditions: true }, { email: ["Invalid email address"] }],
    [{ email: "a@b.test" }, { terms_and_conditions: ["Terms and Conditions are required"] }],
  ])("refuses %j", async (body, errors) => {
    const response = await postJson("newsletter-subscription", body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: messages.invalidData, errors });
  });
});

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
  it("stores the application and its files under ids, and attaches both to the team mail", async () => {
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
    expect(Buffer.compare(cv!.data, pdfBytes)).toBe(0);
    const [team] = await mailsTo(teams.careers);
    expect(team!.attachmentUploadIds).toEqual([row!.cvUploadId, row!.workPermitUploadId]);
    expect((await mailsTo("maria@guest.test"))[0]!.subject).toBe("Thank you for applying!");

    const delivered = await ctx.app.mail.deliverDue();
    expect(delivered.failed).toBe(0);
    const eml = readdirSync(ctx.outboxDir).find((f) => f.endsWith("-application-team.eml"));
    expect(readFileSync(join(ctx.outboxDir, eml!), "utf8")).toMatch(/filename="?My CV\.pdf/);
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

describe("rate limit", () => {
  it("refuses the request past the limit with 429 and says so; reads are never limited", async () => {
    const limited = await startApp({ max: 2, windowMs: 60_000 });
    try {
      const send = () =>
        limited.app.inject({
          method: "POST",
          url: `${API_PREFIX}/newsletter-subscription`,
          headers: { ...withKey, "x-forwarded-for": "203.0.113.7" },
          payload: { email: "a@b.test", terms_and_conditions: true },
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many requests: .* Please try again in 1 minute\.$/);
      expect(refused.headers["retry-after"]).toBeDefined();
      // Another visitor (another forwarded address) is not affected.
      const other = await limited.app.inject({
        method: "POST",
        url: `${API_PREFIX}/private-events-requests`,
        headers: { ...withKey, "x-forwarded-for": "198.51.100.9" },
        payload: catering,
      });
      expect(other.statusCode).toBe(201);
      for (let i = 0; i < 5; i++) {
        expect(
          (await limited.app.inject({ url: `${API_PREFIX}/websites`, headers: withKey })).statusCode,
        ).toBe(200);
      }
    } finally {
      await limited.close();
    }
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
