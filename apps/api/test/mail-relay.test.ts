// The group's mail cannot be aimed at anyone (issue 14, reproduction 3): a visitor's confirmation
// carries none of the visitor's words or links, nothing a visitor types adds a header or a line to
// any mail, and every e-mail field takes exactly one address. Mail is delivered to a real SMTP
// server, so the envelope recipients and the raw headers are what a relay would really see.
import { messages } from "@thalassa/contract/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { paidOrderMails } from "../src/payments/gift-card-mail.ts";
import { buildTestApp, type TestApp, TEST_TEAMS as teams, withKey } from "./helpers.ts";
import { type ReceivedMail, splitMail, startSmtp } from "./smtp-server.ts";
import { postJobForm } from "./submissions-app.ts";
import { pdfBytes, pngBytes } from "./submissions-fixtures.ts";

const EVIL_LINK = "https://evil.example/win";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: TestApp;
let close: () => Promise<void>;
let liveJobId: number;

beforeAll(async () => {
  smtp = await startSmtp();
  ({ app, close } = await buildTestApp({
    publicSiteUrl: "https://site.test",
    teams,
    mail: { smtpUrl: smtp.url, outboxDir: "/nonexistent", from: "site@test", pollMs: 0 },
    payments: { userName: "sandbox-test-merchant", password: "sandbox-test-password" },
  }));
  const jobs = (await app.inject({ url: `${API_PREFIX}/job-postings`, headers: withKey })).json() as {
    data: { id: number; status: string }[];
  };
  liveJobId = jobs.data.find((j) => j.status !== "draft")!.id;
});
afterAll(async () => {
  await close();
  await smtp.close();
});

const postJson = (path: string, payload: object) =>
  app.inject({ method: "POST", url: `${API_PREFIX}/${path}`, headers: withKey, payload });

async function postApplication(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("cv", new Blob([new Uint8Array(pdfBytes)]), "cv.pdf");
  form.append("work_permit_file", new Blob([new Uint8Array(pngBytes)]), "permit.png");
  return postJobForm(app, form);
}

/** Delivers everything queued and answers the mails that reached the SMTP server meanwhile. */
async function deliverAll(): Promise<ReceivedMail[]> {
  const before = smtp.received.length;
  for (;;) {
    const { sent, failed } = await app.mail.deliverDue();
    expect(failed).toBe(0);
    if (sent === 0) break;
  }
  return smtp.received.slice(before);
}

const catering = {
  name: "Eleni Georgiou",
  email: "eleni@guest.test",
  phone: "+357 99 000000",
  required_date: "2027-05-01",
  location: "Limassol marina",
  additional_notes: `Claim your prize at ${EVIL_LINK} today`,
  terms: true,
  type: "catering",
};

const celebrate = {
  name: "Andreas Ioannou",
  email: "andreas@guest.test",
  phone: "99000000",
  occasion: `Visit ${EVIL_LINK}`,
  required_date: "2027-06-01",
  num_of_guests: 12,
  website_id: 4,
  additional_notes: `Your account is locked, unlock it at ${EVIL_LINK}`,
  terms: true,
  type: "celebrate",
};

const application = {
  name: `Maria, your parcel waits at ${EVIL_LINK}`,
  email: "maria@guest.test",
  phone: "+357 96 111111",
  work_authorized: "yes",
  terms: "on",
};

describe("visitor confirmations carry none of the visitor's text or links", () => {
  it("catering: the confirmation has neither the notes nor the link; the team still gets the notes", async () => {
    const response = await postJson("private-events-requests", catering);
    expect(response.statusCode, response.body).toBe(201);
    const mails = await deliverAll();
    const visitor = mails.filter((m) => m.to.includes("eleni@guest.test"));
    expect(visitor).toHaveLength(1);
    const { headers, body } = splitMail(visitor[0]!.raw);
    expect(headers).toMatch(/^Subject: Thank you for your enquiry!$/m);
    expect(body).toContain(`E-${response.json().id}`);
    expect(visitor[0]!.raw).not.toContain("evil.example");
    expect(visitor[0]!.raw).not.toContain("Claim your prize");
    expect(body).toContain(teams.catering);
    const team = mails.filter((m) => m.to.includes(teams.catering));
    expect(team).toHaveLength(1);
    expect(team[0]!.raw).toContain(`Claim your prize at ${EVIL_LINK} today`);
  });

  it("private event: neither the notes, the occasion nor the link reach the visitor", async () => {
    const response = await postJson("private-events-requests", celebrate);
    expect(response.statusCode, response.body).toBe(201);
    const mails = await deliverAll();
    const visitor = mails.filter((m) => m.to.includes("andreas@guest.test"));
    expect(visitor).toHaveLength(1);
    expect(visitor[0]!.raw).not.toContain("evil.example");
    expect(visitor[0]!.raw).not.toContain("account is locked");
    expect(visitor[0]!.raw).toContain(teams.enquiries);
  });

  it("job application: the visitor's name (a link here) is not echoed to the visitor", async () => {
    const response = await postApplication({ ...application, job_posting_id: String(liveJobId) });
    expect(response.statusCode, response.body).toBe(201);
    const mails = await deliverAll();
    const visitor = mails.filter((m) => m.to.includes("maria@guest.test"));
    expect(visitor).toHaveLength(1);
    expect(visitor[0]!.raw).toMatch(/^Subject: Thank you for applying!/m);
    expect(visitor[0]!.raw).not.toContain("evil.example");
    expect(visitor[0]!.raw).not.toContain("parcel");
  });
});

describe("nothing a visitor types adds a header or a line to a mail", () => {
  const hostileNames = [
    "Ada\r\nBcc: x@evil.example",
    "Ada\nSecond line",
    "Ada\rSubject: Hijacked\u0007\u001b",
  ];

  /** Every line of every mail, headers and body, that a visitor's line break could have made. */
  function injectedLines(mails: ReceivedMail[]): string[] {
    const found: string[] = [];
    for (const mail of mails) {
      const { headers, body } = splitMail(mail.raw);
      if (/^(bcc|cc|x-injected):/im.test(headers)) found.push(`header in mail to ${mail.to}`);
      if ((headers.match(/^Subject:/gim) ?? []).length !== 1)
        found.push(`second Subject in mail to ${mail.to}`);
      for (const line of body.split("\n")) {
        if (/^(Bcc|Cc|Subject|X-Injected):/i.test(line) || /^(Second line|Third line)/.test(line)) {
          found.push(`${mail.to}: ${JSON.stringify(line)}`);
        }
      }
    }
    return found;
  }

  it.each(hostileNames)("name %j: every mail has one recipient and no extra header or line", async (name) => {
    const multiLine = "Line one\r\nX-Injected: yes\nSecond line";
    const responses = [
      await postJson("private-events-requests", {
        ...catering,
        name,
        location: `Marina\r\nBcc: x@evil.example`,
        phone: "99\nThird line",
        additional_notes: multiLine,
      }),
      await postJson("private-events-requests", {
        ...celebrate,
        name,
        occasion: "Birthday\nSecond line",
        additional_notes: multiLine,
      }),
      await postApplication({ ...application, name, job_posting_id: String(liveJobId) }),
    ];
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const mails = await deliverAll();
    expect(mails).toHaveLength(6);
    for (const mail of mails) {
      expect(mail.to).toHaveLength(1);
      expect(mail.to[0]).not.toContain("evil.example");
    }
    expect(injectedLines(mails)).toEqual([]);
    // The team still reads what was typed, on one line.
    const team = mails.find((m) => m.to.includes(teams.catering))!;
    expect(team.raw).toMatch(/^Name: Ada (Bcc: x@evil\.example|Second line|Subject: Hijacked)$/m);
  });
});

describe("every e-mail field takes exactly one address", () => {
  const lists = [
    "a@x.com,b@y.com",
    "a@x.com;b@y.com",
    '"a" <a@x.com>, b@y.com',
    "a@x.com\r\nBcc: b@y.com",
    "Ada <a@x.com>",
  ];
  const gift = {
    name: "Eleni Georgiou",
    amount: "50",
    quantity: "2",
    website_id: "4",
    phone: "+357 99 123456",
    terms_and_conditions: "on",
  };

  it.each(lists)("gift card %j → 422 'Invalid email address', no order, no mail", async (email) => {
    const queued = smtp.received.length;
    const response = await postJson("gift-card", { ...gift, email });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({
      message: messages.invalidData,
      errors: { email: [messages.invalidEmail] },
    });
    await deliverAll();
    expect(smtp.received.length).toBe(queued);
  });

  it.each(lists)("catering, private event, newsletter and job application refuse %j", async (email) => {
    const answers = [
      await postJson("private-events-requests", { ...catering, email }),
      await postJson("private-events-requests", { ...celebrate, email }),
      await postJson("newsletter-subscription", { email, terms_and_conditions: true }),
      await postApplication({ ...application, email, job_posting_id: String(liveJobId) }),
    ];
    for (const response of answers) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors.email).toEqual([messages.invalidEmail]);
    }
  });
});

describe("gift-card mails once paid", () => {
  it("the buyer's mail carries the codes and none of the typed name; the team copy keeps it on one line", () => {
    const [buyer, team] = paidOrderMails({
      orderNumber: "GC-TEST-1",
      name: `Ada\r\nBcc: x@evil.example\nVisit ${EVIL_LINK}`,
      email: "ada@guest.test",
      phone: "99\nSecond line",
      pickupPoint: "Kyma Beach",
      quantity: 1,
      amountMinor: 5000,
      totalMinor: 5000,
      codes: ["GC-AAAA-BBBB-CCCC-DDDD"],
      validUntil: "2027-11-24",
      teamEmail: "giftcards@team.test",
      language: "en",
    });
    expect(buyer!.to).toBe("ada@guest.test");
    expect(buyer!.text).toContain("GC-AAAA-BBBB-CCCC-DDDD");
    expect(buyer!.text).not.toMatch(/Ada|evil\.example/);
    expect(team!.text).toContain(`Buyer: Ada Bcc: x@evil.example Visit ${EVIL_LINK}`);
    for (const mail of [buyer!, team!]) {
      expect(mail.text).not.toMatch(/^(Bcc|Second line|Visit)/m);
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
  });
});
