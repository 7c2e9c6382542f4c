import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { enquiries, websites } from "../src/db/schema.ts";
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
