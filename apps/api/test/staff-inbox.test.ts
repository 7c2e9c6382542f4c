import { staffRoleRefusal, staffRoles } from "@thalassa/contract/staff";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { auditLog, enquiries, mailQueue, staffInboxReplies } from "../src/db/schema.ts";
import { deleteEnquiries } from "../src/privacy/deletions.ts";
import { type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, staffSessions } from "./staff-helpers.ts";
import { catering } from "./submissions-app.ts";
import { pdfBytes, pngBytes } from "./submissions-fixtures.ts";

let app: TestApp;
let close: () => Promise<void>;
let as: Awaited<ReturnType<typeof staffSessions>>;
let applicationId: number;

const visitor = (url: string, payload: object) =>
  app.inject({ method: "POST", url: `${API_PREFIX}/${url}`, headers: withKey, payload });
const staff = (method: "GET" | "POST", url: string, cookie: string, payload?: object) =>
  app.inject({
    method,
    url: `${API_PREFIX}/staff/inbox${url}`,
    headers: { ...withKey, cookie },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp());
  as = await staffSessions(app, staffRoles);
  // What visitors send through the public forms.
  await visitor("private-events-requests", catering);
  await visitor("newsletter-subscription", { email: "=cmd@guest.test", terms_and_conditions: true });
  const [pending] = await app.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.to, "=cmd@guest.test"), eq(mailQueue.kind, "newsletter-confirm-link")));
  const token = pending!.text.match(/confirm\?token=([\w-]+)/)![1];
  await visitor("newsletter-subscription/confirm", { token });
  // Signed up, never confirmed: not a subscriber to export or mail.
  await visitor("newsletter-subscription", {
    email: "never-confirmed@guest.test",
    terms_and_conditions: true,
  });
  await visitor("gift-card", {
    name: "Nikos Pavlou",
    amount: "50",
    quantity: "1",
    email: "nikos@guest.test",
    website_id: "4",
    phone: "+357 99 123456",
    terms_and_conditions: "on",
  });
  const jobs = (await app.inject({ url: `${API_PREFIX}/job-postings`, headers: withKey })).json().data as {
    id: number;
    status: string;
  }[];
  const form = new FormData();
  const fields = {
    name: "Maria Christou",
    email: "maria@guest.test",
    phone: "+357 96 111111",
    work_authorized: "yes",
    terms: "on",
  };
  for (const [k, v] of Object.entries({
    ...fields,
    job_posting_id: String(jobs.find((j) => j.status === "live")?.id),
  }))
    form.append(k, v);
  form.append("cv", new Blob([new Uint8Array(pdfBytes)]), '../Maria "CV".pdf');
  form.append("work_permit_file", new Blob([new Uint8Array(pngBytes)]), "permit.png");
  const encoded = new Response(form);
  const applied = await app.inject({
    method: "POST",
    url: `${API_PREFIX}/job-requests`,
    headers: { ...withKey, "content-type": encoded.headers.get("content-type") as string },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  if (applied.statusCode !== 201) throw new Error(`the application was refused: ${applied.body}`);
  applicationId = applied.json().id;
});
afterAll(() => close());

describe("inbox", () => {
  it("sales sees a catering enquiry sent through the public form and marks it handled", async () => {
    const list = await staff("GET", "/catering", as.sales);
    expect(list.statusCode).toBe(200);
    const [enquiry] = list.json().data;
    expect(enquiry).toMatchObject({ name: "Eleni Georgiou", location: "Limassol marina", handled: null });
    const marked = await staff("POST", `/catering/${enquiry.id}/handled`, as.sales, {});
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.handled).toMatchObject({ by: "sales@staff.example" });
    const unmarked = await staff("POST", `/catering/${enquiry.id}/handled`, as.sales, { handled: false });
    expect(unmarked.json().data.handled).toBeNull();
    expect((await staff("POST", "/catering/999999/handled", as.sales, {})).statusCode).toBe(404);
  });

  it("sends a reply from the inbox to the sender's own address and keeps it on the item", async () => {
    await visitor("private-events-requests", {
      ...catering,
      email: "reply-to-me@guest.test",
      name: "Reply Me",
    });
    const listed = (await staff("GET", "/catering?q=reply-to-me", as.sales)).json().data;
    const id = listed[0].id as number;
    const sent = await staff("POST", `/catering/${id}/replies`, as.sales, {
      subject: "Your catering enquiry",
      text: "Dear Reply,\nwe can do the buffet on 1 May.",
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe("Reply sent to reply-to-me@guest.test.");
    expect(sent.json().data.replies).toEqual([
      { at: expect.any(String), by: "sales@staff.example", subject: "Your catering enquiry" },
    ]);
    const [mail] = await app.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.kind, "inbox-reply"), eq(mailQueue.to, "reply-to-me@guest.test")));
    expect(mail).toMatchObject({
      subject: "Your catering enquiry",
      text: "Dear Reply,\nwe can do the buffet on 1 May.",
    });
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.action, "reply-sent"));
    expect(entry).toMatchObject({
      entity: "catering",
      entityId: String(id),
      userEmail: "sales@staff.example",
    });

    // The address is the item's: a recipient in the body is refused, as are empty and two-line subjects.
    const elsewhere = await staff("POST", `/catering/${id}/replies`, as.sales, {
      subject: "Hi",
      text: "Hello",
      to: "someone@else.test",
    });
    expect(elsewhere.statusCode).toBe(400);
    const empty = await staff("POST", `/catering/${id}/replies`, as.sales, { subject: " ", text: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Write a subject. Write the reply.");
    const twoLines = await staff("POST", `/catering/${id}/replies`, as.sales, {
      subject: "Hi\r\nBcc: x@y.test",
      text: "Hello",
    });
    expect(twoLines.json().message).toBe("The subject is one line.");
    expect(
      (await staff("POST", "/catering/999999/replies", as.sales, { subject: "a", text: "b" })).statusCode,
    ).toBe(404);
    const newsletter = await staff("POST", "/newsletter/1/replies", as.sales, { subject: "a", text: "b" });
    expect(newsletter.statusCode).toBe(404);
    expect(newsletter.json().message).toMatch(/^Items in the newsletter inbox are not answered from here/);
    expect(
      (await staff("POST", `/catering/${id}/replies`, as.editor, { subject: "a", text: "b" })).statusCode,
    ).toBe(403);
    const mails = await app.db.select().from(mailQueue).where(eq(mailQueue.kind, "inbox-reply"));
    expect(mails).toHaveLength(1);

    // Erasing the enquiry erases what was written to its sender with it.
    await deleteEnquiries(app.db, eq(enquiries.id, id));
    expect(await app.db.select().from(staffInboxReplies).where(eq(staffInboxReplies.itemId, id))).toEqual([]);
  });

  it("keeps each inbox to its roles", async () => {
    const expected: Record<string, string[]> = {
      catering: ["owner", "sales", "marketing"],
      "private-events": ["owner", "sales", "marketing"],
      "job-applications": ["owner", "hr"],
      newsletter: ["owner", "sales", "marketing"],
      "gift-card-orders": ["owner", "sales", "marketing"],
    };
    for (const [kind, roles] of Object.entries(expected)) {
      for (const role of staffRoles) {
        const response = await staff("GET", `/${kind}`, as[role]);
        expect(response.statusCode, `${role} ${kind}`).toBe(roles.includes(role) ? 200 : 403);
      }
    }
    expect((await staff("GET", "/catering", as.editor)).json()).toEqual({
      message: staffRoleRefusal("editor", "read catering"),
    });
  });

  it("hr downloads a CV as an attachment that cannot be sniffed; editor, sales and marketing get 403", async () => {
    const list = (await staff("GET", "/job-applications", as.hr)).json().data;
    const application = list.find((a: { id: number }) => a.id === applicationId);
    expect(application.files).toEqual([
      expect.objectContaining({ name: "cv", mime_type: "application/pdf" }),
      expect.objectContaining({ name: "work-permit", mime_type: "image/png" }),
    ]);
    const download = await staff("GET", `/job-applications/${applicationId}/files/cv`, as.hr);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toMatch(
      /^attachment; filename="Maria [\w ]*CV[\w ]*\.pdf"; filename\*=UTF-8/,
    );
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["cache-control"]).toBe("private, no-store");
    expect(download.rawPayload.equals(pdfBytes)).toBe(true);
    for (const role of ["editor", "sales", "marketing"] as const) {
      const refused = await staff("GET", `/job-applications/${applicationId}/files/cv`, as[role]);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: staffRoleRefusal(role, "download CVs and work permits") });
    }
    expect((await staff("GET", `/job-applications/${applicationId}/files/cv`, as.owner)).statusCode).toBe(
      200,
    );
    const permit = await staff("GET", `/job-applications/${applicationId}/files/work-permit`, as.hr);
    expect(permit.headers["content-disposition"]).toMatch(/^attachment; filename="permit\.png"/);
    expect((await staff("GET", "/job-applications/999999/files/cv", as.hr)).statusCode).toBe(404);
  });

  it("exports newsletter subscribers as CSV, safe from spreadsheet formulas, and unsubscribes one", async () => {
    const csv = await staff("GET", "/newsletter.csv", as.sales);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="newsletter-subscribers.csv"');
    expect(csv.body.split("\r\n")[1]).toMatch(/^'=cmd@guest\.test,/);
    expect(csv.body).not.toContain("never-confirmed@guest.test");
    expect(csv.body.trim().split("\r\n")).toHaveLength(2);
    const [subscriber] = (await staff("GET", "/newsletter", as.sales)).json().data;
    const out = await staff("POST", `/newsletter/${subscriber.id}/unsubscribe`, as.sales, {});
    expect(out.statusCode).toBe(200);
    expect(out.json().data.unsubscribed_at).toEqual(expect.any(String));
    expect((await staff("GET", "/newsletter.csv", as.hr)).statusCode).toBe(403);
  });

  it("re-checks a gift card order with the gateway", async () => {
    const [order] = (await staff("GET", "/gift-card-orders", as.sales)).json().data;
    expect(order).toMatchObject({ name: "Nikos Pavlou", status: "registered" });
    const recheck = await staff("POST", `/gift-card-orders/${order.id}/recheck`, as.sales, {});
    expect(recheck.statusCode).toBe(200);
    expect(recheck.json().data).toMatchObject({ id: order.id, status: "registered" });
    const audit = (
      await app.inject({ url: `${API_PREFIX}/staff/audit`, headers: { ...withKey, cookie: as.owner } })
    ).json().data;
    expect(audit[0]).toMatchObject({
      action: "recheck",
      entity: "gift-card-orders",
      user_email: "sales@staff.example",
    });
  });
});
