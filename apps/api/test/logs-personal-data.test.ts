import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { buildTestApp, withKey } from "./helpers.ts";
import { catering, postJobForm } from "./submissions-app.ts";

/** What the visitor sends; none of it may reach the log. */
const visitor = {
  name: "Marina Loggedless",
  email: "marina.loggedless@guest.test",
  phone: "+357 99 765432",
  notes: "Allergic to shellfish, table by the window",
};
/** A marker inside the uploaded file's bytes, and in its name. */
const FILE_MARKER = "CV-BYTES-MARKER-51f0c2";
const cvBytes = Buffer.from(
  `%PDF-1.4\n% ${FILE_MARKER} Marina's employment history\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`,
);

/** The API with its log lines captured, as server.ts configures the logger. */
async function appWithCapturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  const built = await buildTestApp({ logger: { level: "info", stream } });
  return { ...built, log: () => lines.join("\n"), entries: () => lines.map((l) => JSON.parse(l)) };
}

let current: Awaited<ReturnType<typeof appWithCapturedLog>> | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

/** Nothing the visitor sent appears anywhere in the log. */
function expectNoPersonalData(log: string) {
  for (const value of [visitor.name, visitor.email, visitor.phone, visitor.notes, FILE_MARKER, "Marina"]) {
    expect(log, `the log carries "${value}"`).not.toContain(value);
  }
}

/** The one error line: status, route and the database's error code, so the failure can be traced. */
function expectUsefulErrorLine(entries: Record<string, unknown>[], route: string) {
  const failed = entries.find((e) => e.msg?.toString().startsWith("request failed"));
  expect(failed, "an error line").toBeDefined();
  expect(failed).toMatchObject({ level: 50, statusCode: 500, route });
  const err = failed!.err as { message: string; cause?: { code?: string; message: string } };
  expect(err.message).toContain("Failed query");
  // 42P01: undefined_table, with the table's name; the values stay out.
  expect(err.cause).toMatchObject({ code: "42P01" });
  expect(err.cause!.message).toMatch(/does not exist/);
}

describe("a database error during a submission is logged without the visitor's data", () => {
  it("an enquiry: no name, e-mail, phone or notes in the log, the error with its route and code", async () => {
    current = await appWithCapturedLog();
    await current.app.db.execute(sql.raw("alter table enquiries rename to enquiries_unavailable"));
    const response = await current.app.inject({
      method: "POST",
      url: `${API_PREFIX}/private-events-requests`,
      headers: withKey,
      payload: {
        ...catering,
        name: visitor.name,
        email: visitor.email,
        phone: visitor.phone,
        additional_notes: visitor.notes,
      },
    });
    expect(response.statusCode, response.body).toBe(500);
    expectNoPersonalData(current.log());
    expectUsefulErrorLine(current.entries(), "POST /api/v1/private-events-requests");
  });

  it("a job application with a CV: no personal data and no file bytes in the log", async () => {
    current = await appWithCapturedLog();
    const jobs = (
      await current.app.inject({ url: `${API_PREFIX}/job-postings`, headers: withKey })
    ).json() as {
      data: { id: number; status: string }[];
    };
    const jobId = jobs.data.find((j) => j.status !== "draft")!.id;
    await current.app.db.execute(sql.raw("alter table uploads rename to uploads_unavailable"));
    const form = new FormData();
    const fields = {
      name: visitor.name,
      email: visitor.email,
      phone: visitor.phone,
      work_authorized: "yes",
      terms: "on",
      job_posting_id: String(jobId),
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append("cv", new Blob([new Uint8Array(cvBytes)]), `Marina ${FILE_MARKER}.pdf`);
    form.append("work_permit_file", new Blob([new Uint8Array(cvBytes)]), "permit.pdf");
    const response = await postJobForm(current.app, form);
    expect(response.statusCode, response.body).toBe(500);
    expectNoPersonalData(current.log());
    expectUsefulErrorLine(current.entries(), "POST /api/v1/job-requests");
  });
});
