import { STAFF_EXPORT_MAX_ROWS } from "@thalassa/contract/staff";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { enquiries, giftCardOrders, websites } from "../src/db/schema.ts";
import { type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, staffSessions } from "./staff-helpers.ts";
import { catering } from "./submissions-app.ts";

let app: TestApp;
let close: () => Promise<void>;
let as: Awaited<ReturnType<typeof staffSessions>>;

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp({ seed: false }));
  as = await staffSessions(app, ["owner", "editor", "sales", "hr"]);
});
afterAll(() => close());

function staff(method: "GET" | "POST", url: string, cookie: string, payload?: object) {
  return app.inject({
    method,
    url: `${API_PREFIX}/staff${url}`,
    headers: { ...withKey, cookie },
    ...(payload ? { payload } : {}),
  });
}

const newsItem = (title: string, status: "draft" | "live", websiteId: number | null) => ({
  title,
  url: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
  status,
  description: "<p>Text.</p>",
  website_id: websiteId,
  images: {},
});

describe("staff content lists: search, filters, date order and paging from the query", () => {
  it("news: q, status, brand, oldest first and pages with the total", async () => {
    // Created one after the other, so each is newer than the one before.
    const titles = ["Zebra crossing at the marina", "Harbour lights", "Zebra night market", "Old town walk"];
    const statuses = ["draft", "live", "live", "draft"] as const;
    const brands = [1, 1, 2, null];
    for (const [i, title] of titles.entries()) {
      const created = await staff(
        "POST",
        "/content/news",
        as.editor,
        newsItem(title, statuses[i] ?? "draft", brands[i] ?? null),
      );
      expect(created.statusCode, created.body).toBe(201);
    }
    const list = async (query: string) => {
      const response = await staff("GET", `/content/news?${query}`, as.editor);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as {
        data: { title: string }[];
        meta: { total: number; page: number; per_page: number };
      };
      return { titles: body.data.map((item) => item.title), meta: body.meta };
    };

    expect((await list("q=zebra")).titles).toEqual(["Zebra night market", "Zebra crossing at the marina"]);
    expect((await list("q=zebra&sort=oldest")).titles).toEqual([
      "Zebra crossing at the marina",
      "Zebra night market",
    ]);
    expect((await list("status=draft")).titles).toEqual(["Old town walk", "Zebra crossing at the marina"]);
    expect((await list("brand=1")).titles).toEqual(["Harbour lights", "Zebra crossing at the marina"]);
    expect((await list("q=zebra&status=live&brand=2")).titles).toEqual(["Zebra night market"]);
    // LIKE's own characters are searched for literally.
    expect((await list("q=%25")).titles).toEqual([]);

    const first = await list("per_page=3&page=1");
    const second = await list("per_page=3&page=2");
    expect(first.meta).toEqual({ total: 4, page: 1, per_page: 3 });
    expect(first.titles).toEqual(["Old town walk", "Zebra night market", "Harbour lights"]);
    expect(second.titles).toEqual(["Zebra crossing at the marina"]);
    expect((await list("sort=newest")).meta.per_page).toBe(20);

    // Without any list parameter the list is whole, as before.
    const whole = await staff("GET", "/content/news", as.editor);
    expect(whole.json().data).toHaveLength(4);
    expect(whole.json().meta).toBeUndefined();
  });

  it("events are ordered by their date, jobs searched by title, location or brand", async () => {
    const event = (name: string, date: string) => ({
      name,
      event_url: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      status: "live",
      location: "Limassol",
      date,
      expired_date: date,
      website_id: 1,
      images: { carousel: [] },
    });
    for (const [name, date] of [
      ["Wine evening", "2027-03-01"],
      ["Jazz brunch", "2027-01-15"],
      ["Easter lunch", "2027-04-20"],
    ] as const) {
      expect((await staff("POST", "/content/events", as.editor, event(name, date))).statusCode).toBe(201);
    }
    const events = await staff("GET", "/content/events?sort=oldest", as.editor);
    expect((events.json().data as { name: string }[]).map((e) => e.name)).toEqual([
      "Jazz brunch",
      "Wine evening",
      "Easter lunch",
    ]);

    const job = (title: string, brand: string) => ({
      job_title: title,
      url: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      status: "live",
      location: "Nicosia",
      type: "full_time",
      created_date: "2026-11-01",
      brand,
      description: "<p>Join us.</p>",
    });
    for (const [title, brand] of [
      ["Sous chef", "Kouzina"],
      ["Waiter", "Thalassa Beach"],
    ] as const) {
      const created = await staff("POST", "/content/jobs", as.hr, job(title, brand));
      expect(created.statusCode, created.body).toBe(201);
    }
    const jobs = await staff("GET", "/content/jobs?q=beach", as.hr);
    expect((jobs.json().data as { job_title: string }[]).map((j) => j.job_title)).toEqual(["Waiter"]);
  });

  it("refuses a query it cannot read, with a message", async () => {
    for (const query of ["page=0", "per_page=500", "sort=sideways", "status=gone", "brand=x"]) {
      const response = await staff("GET", `/content/news?${query}`, as.editor);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/^The list query is not valid/);
    }
  });
});

describe("inbox lists and the overview's counts of new items", () => {
  it("searches, filters new or handled, pages, and counts what is new per inbox", async () => {
    const send = (name: string, email: string) =>
      app.inject({
        method: "POST",
        url: `${API_PREFIX}/private-events-requests`,
        headers: withKey,
        payload: { ...catering, name, email },
      });
    for (const [name, email] of [
      ["Eleni Georgiou", "eleni@guest.test"],
      ["Andreas Ioannou", "andreas@guest.test"],
      ["Eleni Charalambous", "eleni.c@guest.test"],
    ] as const) {
      expect((await send(name, email)).statusCode).toBeLessThan(300);
    }
    const before = await staff("GET", "/inbox-counts", as.sales);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({
      catering: 3,
      "private-events": 0,
      newsletter: 0,
      "gift-card-orders": 0,
    });
    // hr sees only its own inbox's count.
    expect((await staff("GET", "/inbox-counts", as.hr)).json().data).toEqual({ "job-applications": 0 });

    const eleni = await staff("GET", "/inbox/catering?q=ELENI", as.sales);
    expect((eleni.json().data as { name: string }[]).map((i) => i.name)).toEqual([
      "Eleni Charalambous",
      "Eleni Georgiou",
    ]);
    const id = (eleni.json().data as { id: number }[])[0]?.id;
    expect((await staff("POST", `/inbox/catering/${id}/handled`, as.sales, {})).statusCode).toBe(200);

    const fresh = await staff("GET", "/inbox/catering?status=new&sort=oldest", as.sales);
    expect((fresh.json().data as { name: string }[]).map((i) => i.name)).toEqual([
      "Eleni Georgiou",
      "Andreas Ioannou",
    ]);
    const handled = await staff("GET", "/inbox/catering?status=handled", as.sales);
    expect((handled.json().data as { name: string }[]).map((i) => i.name)).toEqual(["Eleni Charalambous"]);
    const paged = await staff("GET", "/inbox/catering?per_page=2&page=2", as.sales);
    expect(paged.json().meta).toEqual({ total: 3, page: 2, per_page: 2 });
    expect(paged.json().data).toHaveLength(1);
    expect((await staff("GET", "/inbox/catering?status=live", as.sales)).statusCode).toBe(400);

    expect((await staff("GET", "/inbox-counts", as.sales)).json().data.catering).toBe(2);
  });
});

describe("inbox search and brand filter over the whole inbox", () => {
  it("finds an item older than the newest 500, filters by brand and searches the brand's name", async () => {
    const first = { id: 901, name: "Kalamaki Taverna" };
    const second = { id: 902, name: "Harbour Grill" };
    const brand = (b: { id: number; name: string }) => ({
      ...b,
      type: "restaurant" as const,
      order: b.id,
      domain: `${b.id}.brand.test`,
      phones: [],
      images: { carousel: [] },
    });
    await app.db.insert(websites).values([brand(first), brand(second)]);
    const base = Date.UTC(2026, 0, 1);
    const row = (i: number, name: string, websiteId: number) => ({
      type: "celebrate" as const,
      name,
      email: `guest${i}@guest.test`,
      phone: "+357 99 000000",
      requiredDate: "2027-05-01",
      websiteId,
      additionalNotes: "Table for two",
      createdAt: new Date(base + i * 60_000),
    });
    // The oldest item first, then 520 newer ones on the other brand: it is not among the newest 500.
    await app.db.insert(enquiries).values(row(0, "Stavroula Oldest", first.id));
    await app.db
      .insert(enquiries)
      .values(Array.from({ length: 520 }, (_, i) => row(i + 1, `Guest ${i + 1}`, second.id)));

    const list = async (query: string) => {
      const response = await staff("GET", `/inbox/private-events?${query}`, as.sales);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { data: { name: string }[]; meta: { total: number } };
      return { names: body.data.map((item) => item.name), total: body.meta.total };
    };
    expect(await list("q=stavroula")).toEqual({ names: ["Stavroula Oldest"], total: 1 });
    expect((await list("per_page=5")).total).toBe(521);
    expect(await list(`brand=${first.id}`)).toEqual({ names: ["Stavroula Oldest"], total: 1 });
    expect((await list(`brand=${second.id}&per_page=3&sort=oldest`)).names).toEqual([
      "Guest 1",
      "Guest 2",
      "Guest 3",
    ]);
    expect((await list(`brand=${second.id}`)).total).toBe(520);
    // The brand's name is one of the texts an item shows.
    const named = await list(`q=${encodeURIComponent(first.name)}&brand=${first.id}`);
    expect(named.names).toEqual(["Stavroula Oldest"]);
    // LIKE's own characters are taken literally.
    expect((await list("q=%25")).total).toBe(0);
    // The last page of the whole inbox reaches the oldest item.
    expect((await list("per_page=100&page=6")).names.at(-1)).toBe("Stavroula Oldest");

    const noBrand = await staff("GET", `/inbox/newsletter?brand=${first.id}`, as.sales);
    expect(noBrand.statusCode).toBe(400);
    expect(noBrand.json().message).toBe("The newsletter inbox has no brand to filter by; leave brand out.");
  });
});

describe("inbox ranges of days, totals and CSV exports (ADR 0060)", () => {
  // November 2026 in Cyprus is UTC+2: its first moment is 31 Oct 22:00 UTC, its last 30 Nov 21:59.
  const at = (iso: string) => new Date(iso);
  const enquiry = (name: string, createdAt: string, extra: Partial<typeof enquiries.$inferInsert> = {}) => ({
    type: "catering" as const,
    name,
    email: "guest@guest.test",
    phone: "+357 99 000000",
    requiredDate: "2027-05-01",
    websiteId: 903,
    additionalNotes: "Table for two",
    createdAt: at(createdAt),
    ...extra,
  });
  const order = (
    orderNumber: string,
    createdAt: string,
    status: "paid" | "registered",
    amountMinor: number,
    quantity: number,
  ) => ({
    orderNumber,
    name: `Buyer ${orderNumber}`,
    email: "buyer@guest.test",
    phone: "99 123456",
    websiteId: 903,
    amountMinor,
    quantity,
    totalMinor: amountMinor * quantity,
    currency: "EUR",
    expiryDate: "2027-12-31",
    status,
    createdAt: at(createdAt),
    paidAt: status === "paid" ? at(createdAt) : null,
  });

  beforeAll(async () => {
    await app.db.insert(websites).values({
      id: 903,
      name: "Θάλασσα Beach",
      type: "restaurant",
      order: 903,
      domain: "903.brand.test",
      phones: [],
      images: { carousel: [] },
    });
    await app.db.insert(enquiries).values([
      enquiry("Before November", "2026-10-31T21:30:00Z"),
      enquiry("Ελένη Γεωργίου", "2026-10-31T22:30:00Z", {
        additionalNotes: '=HYPERLINK("http://evil.test","click"), then "more"',
        numOfGuests: 40,
      }),
      enquiry("@Last minute", "2026-11-30T21:59:00Z", { location: "-1 floor\nby the sea" }),
      enquiry("After November", "2026-11-30T22:00:00Z"),
    ]);
    await app.db
      .insert(giftCardOrders)
      .values([
        order("GC-OCT", "2026-10-15T10:00:00Z", "paid", 10_000, 1),
        order("GC-1", "2026-11-02T10:00:00Z", "paid", 5000, 1),
        order("GC-2", "2026-11-10T10:00:00Z", "paid", 2500, 3),
        order("GC-3", "2026-11-20T10:00:00Z", "registered", 5000, 2),
      ]);
  });

  const november = "from=2026-11-01&to=2026-11-30&brand=903";

  it("filters by Cyprus days, both included, and totals the filtered set", async () => {
    const list = await staff("GET", `/inbox/catering?${november}&sort=oldest`, as.sales);
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json().data as { name: string }[]).map((i) => i.name)).toEqual([
      "Ελένη Γεωργίου",
      "@Last minute",
    ]);
    expect(list.json().meta).toEqual({ total: 2, page: 1, per_page: 20 });
    const oneDay = await staff("GET", "/inbox/catering?from=2026-11-01&to=2026-11-01&brand=903", as.sales);
    expect((oneDay.json().data as { name: string }[]).map((i) => i.name)).toEqual(["Ελένη Γεωργίου"]);
    const fromOnly = await staff("GET", "/inbox/catering?from=2026-12-01&brand=903", as.sales);
    expect((fromOnly.json().data as { name: string }[]).map((i) => i.name)).toEqual(["After November"]);

    const orders = await staff("GET", `/inbox/gift-card-orders?${november}`, as.sales);
    expect(orders.statusCode, orders.body).toBe(200);
    expect(orders.json().meta).toEqual({
      total: 3,
      page: 1,
      per_page: 20,
      paid: { count: 2, total_minor: 12_500 },
    });
    // The totals are of the whole filtered set, not of the page.
    const paged = await staff("GET", `/inbox/gift-card-orders?${november}&per_page=1`, as.sales);
    expect(paged.json().meta.paid).toEqual({ count: 2, total_minor: 12_500 });
    expect(paged.json().data).toHaveLength(1);
  });

  it("refuses a day that is not one, or a range that ends before it starts, saying which", async () => {
    for (const [query, text] of [
      ["from=2026-11-31", "from: That day does not exist"],
      ["to=yesterday", "to: Give a day as YYYY-MM-DD, from 1900 to 2099"],
      ["from=2026-11-30&to=2026-11-01", "to: The first day comes before the last"],
    ]) {
      const response = await staff("GET", `/inbox/catering?${query}`, as.sales);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(`The list query is not valid: ${text}.`);
      expect((await staff("GET", `/inbox/catering/export.csv?${query}`, as.sales)).statusCode).toBe(400);
    }
  });

  it("exports the filtered enquiries as CSV for Excel: BOM, human headers, Cyprus times, no formulas", async () => {
    const csv = await staff("GET", `/inbox/catering/export.csv?${november}&sort=oldest`, as.sales);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(
      'attachment; filename="catering-enquiries-from-2026-11-01-to-2026-11-30.csv"',
    );
    expect(csv.headers["cache-control"]).toBe("private, no-store");
    expect(csv.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const lines = csv.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "Received (Cyprus time),Brand,Name,E-mail,Phone,Occasion,Date wanted,Guests,Location,Notes,Came from,Status,Handled by,Handled at (Cyprus time)",
    );
    expect(lines[1]).toBe(
      '2026-11-01 00:30,Θάλασσα Beach,Ελένη Γεωργίου,guest@guest.test,\'+357 99 000000,,2027-05-01,40,,"\'=HYPERLINK(""http://evil.test"",""click""), then ""more""",,New,,',
    );
    expect(lines[2]).toMatch(/^2026-11-30 23:59,Θάλασσα Beach,'@Last minute,.*,"'-1 floor\nby the sea",/);
    expect(lines.at(-1)).toBe("");
    expect(lines).toHaveLength(4);
  });

  it("exports gift card orders with money as 50.00", async () => {
    const csv = await staff("GET", `/inbox/gift-card-orders/export.csv?${november}&sort=oldest`, as.owner);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Ordered (Cyprus time),Order number,Brand,Name,E-mail,Phone,Card value (EUR),Cards,Total (EUR),Payment,Paid at (Cyprus time),Status,Handled by,Handled at (Cyprus time)",
    );
    expect(lines[1]).toBe(
      "2026-11-02 12:00,GC-1,Θάλασσα Beach,Buyer GC-1,buyer@guest.test,99 123456,50.00,1,50.00,Paid,2026-11-02 12:00,New,,",
    );
    expect(lines[3]).toContain(",50.00,2,100.00,Left at the bank's payment page (not paid),,");
    expect(lines).toHaveLength(4);
  });

  it("stops at STAFF_EXPORT_MAX_ROWS rows and says so in the file name", async () => {
    const rows = Array.from({ length: STAFF_EXPORT_MAX_ROWS + 1 }, (_, i) =>
      enquiry(`Bulk ${i}`, new Date(Date.UTC(2025, 0, 1) + i * 1000).toISOString(), { websiteId: 904 }),
    );
    // In slices: one insert may carry at most 65,535 parameters.
    for (let i = 0; i < rows.length; i += 2000)
      await app.db.insert(enquiries).values(rows.slice(i, i + 2000));
    const csv = await staff("GET", "/inbox/catering/export.csv?brand=904", as.sales);
    expect(csv.statusCode, csv.body.slice(0, 200)).toBe(200);
    expect(csv.headers["content-disposition"]).toBe(
      `attachment; filename="catering-enquiries-first-${STAFF_EXPORT_MAX_ROWS}-of-${STAFF_EXPORT_MAX_ROWS + 1}.csv"`,
    );
    expect(csv.body.trim().split("\r\n")).toHaveLength(STAFF_EXPORT_MAX_ROWS + 1);
    // Newest first, as the list: the oldest row is the one left out.
    expect(csv.body).not.toContain(",Bulk 0,");
  });

  it("exports with the list's permission only, and records the export in the audit log", async () => {
    for (const kind of ["catering", "gift-card-orders"]) {
      const refused = await staff("GET", `/inbox/${kind}/export.csv`, as.editor);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/^Your role \(editor\) may not export /);
      expect((await staff("GET", `/inbox/${kind}/export.csv`, as.hr)).statusCode).toBe(403);
    }
    expect((await staff("GET", "/inbox/job-applications/export.csv", as.hr)).statusCode).toBe(404);
    await staff("GET", `/inbox/catering/export.csv?${november}`, as.sales);
    const [entry] = (await staff("GET", "/audit", as.owner)).json().data;
    expect(entry).toMatchObject({
      action: "export",
      entity: "catering",
      user_email: "sales@staff.example",
      detail: { rows: 2, of: 2 },
    });
  });

  it("undoes 'handled': the item is new again and both steps are in the audit log", async () => {
    const [item] = (await staff("GET", `/inbox/catering?${november}`, as.sales)).json().data;
    expect((await staff("POST", `/inbox/catering/${item.id}/handled`, as.sales, {})).statusCode).toBe(200);
    const handled = await staff("GET", `/inbox/catering?${november}&status=new`, as.sales);
    expect((handled.json().data as { id: number }[]).map((i) => i.id)).not.toContain(item.id);
    const undone = await staff("POST", `/inbox/catering/${item.id}/handled`, as.sales, { handled: false });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data).toMatchObject({ id: item.id, handled: null });
    const fresh = await staff("GET", `/inbox/catering?${november}&status=new`, as.sales);
    expect((fresh.json().data as { id: number }[]).map((i) => i.id)).toContain(item.id);
    const entries = (await staff("GET", "/audit", as.owner)).json().data as {
      action: string;
      entity_id: string;
    }[];
    expect(entries.slice(0, 2).map((e) => [e.action, e.entity_id])).toEqual([
      ["mark-unhandled", String(item.id)],
      ["mark-handled", String(item.id)],
    ]);
  });
});
