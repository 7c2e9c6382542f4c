import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, TEST_TEAMS, type TestApp } from "./helpers.ts";
import { expectApplicationTeamMail, startSmtp } from "./smtp-server.ts";
import { postJobForm } from "./submissions-app.ts";
import { pdfBytes, pngBytes } from "./submissions-fixtures.ts";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  smtp = await startSmtp();
  ({ app, close } = await buildTestApp({
    publicSiteUrl: "https://site.test",
    teams: TEST_TEAMS,
    mail: { smtpUrl: smtp.url, outboxDir: "/nonexistent", from: "site@test", pollMs: 0 },
  }));
});
afterAll(async () => {
  await close();
  await smtp.close();
});

describe("submission mail over SMTP", () => {
  it("an application reaches the careers team with a link to the staff inbox and no attachment, and the visitor", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: "Maria Christou",
      email: "maria@guest.test",
      phone: "+357 96 111111",
      work_authorized: "yes",
      terms: "on",
      job_posting_id: "1",
    })) {
      form.append(k, v);
    }
    form.append("cv", new Blob([new Uint8Array(pdfBytes)]), "Maria CV.pdf");
    form.append("work_permit_file", new Blob([new Uint8Array(pngBytes)]), "permit.png");
    const response = await postJobForm(app, form);
    expect(response.statusCode, response.body).toBe(201);

    expect(await app.mail.deliverDue()).toEqual({ sent: 2, failed: 0 });
    const team = smtp.received.find((m) => m.to.includes("careers@team.test"));
    expect(team?.raw).toContain(`A-${response.json().id}`);
    expectApplicationTeamMail(
      team!.raw,
      `https://site.test/staff/inbox/job-applications#item-${response.json().id}`,
    );
    const visitor = smtp.received.find((m) => m.to.includes("maria@guest.test"));
    expect(visitor?.raw).toContain("Subject: Thank you for applying!");
  });
});
