import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { buildTestApp, type TestApp, withKey } from "./helpers.ts";
import { docxBytes, pdfBytes, pngBytes } from "./submissions-fixtures.ts";

const RUNS = 1000;

/** Mulberry32: the same "random" bodies on every run, so a failure can be replayed. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIELDS = [
  "name",
  "email",
  "phone",
  "occasion",
  "required_date",
  "num_of_guests",
  "website_id",
  "location",
  "additional_notes",
  "terms",
  "terms_and_conditions",
  "type",
  "utm_source",
  "idempotency_key",
  "work_authorized",
  "job_posting_id",
  "website_url",
  "__proto__",
  "constructor",
];

function fuzzer(seed: number) {
  const rnd = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const text = () => {
    const pool = [
      "",
      " ",
      "a",
      "é",
      "\u0000",
      "\n",
      "<script>",
      "'; drop table enquiries;--",
      "%PDF",
      "😀",
      "9".repeat(30),
    ];
    return (
      Array.from({ length: Math.floor(rnd() * 4) }, () => pick(pool)).join("") +
      (rnd() < 0.1 ? "x".repeat(6000) : "")
    );
  };
  const value = (depth = 0): unknown => {
    switch (Math.floor(rnd() * 10)) {
      case 0:
        return null;
      case 1:
        return rnd() < 0.5;
      case 2:
        return Math.floor(rnd() * 2e9) - 1e9;
      case 3:
        return rnd() * 1e20;
      case 4:
        return depth < 2 ? Array.from({ length: 3 }, () => value(depth + 1)) : [];
      case 5:
        return depth < 2 ? object(depth + 1) : {};
      case 6:
        return pick([
          "2027-01-01",
          "2027-02-30",
          "0000-00-00",
          "celebrate",
          "catering",
          "yes",
          "no",
          "on",
          "7",
          "4",
          "-1",
          "1e3",
        ]);
      case 7:
        return `${text()}@${text()}.${text()}`;
      default:
        return text();
    }
  };
  const object = (depth = 0) => {
    const o: Record<string, unknown> = {};
    for (const f of FIELDS) if (rnd() < 0.6) o[f] = value(depth);
    return o;
  };
  const jsonBody = (): { payload: string; contentType: string } => {
    const r = rnd();
    if (r < 0.1) return { payload: text(), contentType: "application/json" };
    if (r < 0.15) return { payload: '{"name":', contentType: "application/json" };
    if (r < 0.2) return { payload: JSON.stringify(value()), contentType: "application/json" };
    if (r < 0.25) return { payload: "name=x&email=y", contentType: "application/x-www-form-urlencoded" };
    return { payload: JSON.stringify(object()), contentType: "application/json" };
  };
  const multipartBody = async (): Promise<{ payload: Buffer; contentType: string }> => {
    if (rnd() < 0.1) {
      const boundary = "----fuzz";
      const broken = `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="${text()}"\r\n\r\n${text()}`;
      return { payload: Buffer.from(broken), contentType: `multipart/form-data; boundary=${boundary}` };
    }
    const form = new FormData();
    for (const [k, v] of Object.entries(object()))
      form.append(k, typeof v === "string" ? v : (JSON.stringify(v) ?? ""));
    for (const field of ["cv", "work_permit_file", "other"]) {
      if (rnd() < 0.5) continue;
      const bytes = pick([
        pdfBytes,
        pngBytes,
        docxBytes,
        Buffer.from(text()),
        Buffer.alloc(Math.floor(rnd() * 5000), 7),
      ]);
      form.append(
        field,
        new Blob([new Uint8Array(bytes)]),
        pick(["cv.pdf", "cv.docx", "a.png", "../x.jpg", "", "noext", text()]),
      );
    }
    const encoded = new Response(form);
    return {
      payload: Buffer.from(await encoded.arrayBuffer()),
      contentType: encoded.headers.get("content-type")!,
    };
  };
  return { jsonBody, multipartBody };
}

let app: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await buildTestApp({
    publicSiteUrl: "https://site.test",
    mail: { outboxDir: "/nonexistent", from: "site@test", pollMs: 0 },
    logger: process.env.FUZZ_LOG ? { level: "error" } : false,
  }));
});
afterAll(async () => close());

describe(`fuzz: ${RUNS} random and malformed bodies per submission route`, () => {
  it.each(["private-events-requests", "newsletter-subscription"])(
    "POST %s never answers 5xx",
    async (route) => {
      const { jsonBody } = fuzzer(route.length);
      const statuses = new Map<number, number>();
      for (let i = 0; i < RUNS; i++) {
        const { payload, contentType } = jsonBody();
        const response = await app.inject({
          method: "POST",
          url: `${API_PREFIX}/${route}`,
          headers: { ...withKey, "content-type": contentType },
          payload,
        });
        expect(response.statusCode, `run ${i}: ${payload.slice(0, 200)} → ${response.body}`).toBeLessThan(
          500,
        );
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      }
      expect([...statuses.keys()]).toContain(422);
      expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
    },
    120_000,
  );

  it("POST job-requests never answers 5xx", async () => {
    const { multipartBody } = fuzzer(42);
    for (let i = 0; i < RUNS; i++) {
      const { payload, contentType } = await multipartBody();
      const response = await app.inject({
        method: "POST",
        url: `${API_PREFIX}/job-requests`,
        headers: { ...withKey, "content-type": contentType },
        payload,
      });
      expect(response.statusCode, `run ${i} → ${response.body}`).toBeLessThan(500);
    }
    expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
  }, 180_000);
});
