import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscriptions } from "../src/db/schema.ts";
import { type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, SITE_ORIGIN, staffSessions } from "./staff-helpers.ts";

let app: TestApp;
let close: () => Promise<void>;
let owner: string;

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp({ seed: false }));
  ({ owner } = await staffSessions(app, ["owner"]));
  // Item 1 of an inbox exists, so its bodies are read rather than refused for the id.
  await app.db
    .insert(newsletterSubscriptions)
    .values({ email: "guest@guest.test", confirmTokenHash: "confirm-token-hash" });
});
afterAll(() => close());

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Every staff route with its path ids written as :id (and :name); `body` when it reads one. */
const routes: { method: Method; path: string; body?: boolean }[] = [
  { method: "GET", path: "/users" },
  { method: "POST", path: "/invitations", body: true },
  { method: "POST", path: "/invitations/accept", body: true },
  { method: "PATCH", path: "/users/:id", body: true },
  { method: "DELETE", path: "/users/:id" },
  { method: "POST", path: "/users/:id/unlock", body: true },
  { method: "GET", path: "/audit" },
  { method: "GET", path: "/content/news" },
  { method: "POST", path: "/content/news", body: true },
  { method: "GET", path: "/content/news/:id" },
  { method: "PUT", path: "/content/news/:id", body: true },
  { method: "DELETE", path: "/content/news/:id" },
  { method: "GET", path: "/content/menus/:id" },
  { method: "PUT", path: "/content/page-meta/:id", body: true },
  { method: "GET", path: "/content/blocks/:id" },
  { method: "PUT", path: "/content/blocks/:id", body: true },
  { method: "DELETE", path: "/content/events/:id" },
  { method: "POST", path: "/content/settings", body: true },
  { method: "POST", path: "/media", body: true },
  { method: "GET", path: "/inbox/enquiries" },
  { method: "POST", path: "/inbox/enquiries/:id/handled", body: true },
  { method: "POST", path: "/inbox/newsletter/:id/handled", body: true },
  { method: "GET", path: "/inbox/job-applications/:id/files/cv" },
  { method: "GET", path: "/inbox/job-applications/1/files/:id" },
  { method: "POST", path: "/inbox/newsletter/:id/unsubscribe" },
  { method: "POST", path: "/inbox/gift-card-orders/:id/recheck" },
];

/** Path ids no route can take: letters, signs, fractions, numbers past any column, bytes, too long. */
const badIds = [
  "abc",
  "-1",
  "0",
  "1.5",
  "1e3",
  "99999999999",
  "99999999999999999999999999",
  "%00",
  "%E2%82",
  "%20",
  "x".repeat(150),
  "x".repeat(300),
];

/** Bodies that are not what any route reads: broken or non-JSON text, wrong content types, wrong shapes. */
const badBodies: { type: string; payload: string }[] = [
  { type: "application/json", payload: "{not json" },
  { type: "application/json", payload: "" },
  { type: "application/json", payload: "null" },
  { type: "application/json", payload: "[]" },
  { type: "application/json", payload: '"text"' },
  { type: "application/json", payload: "42" },
  { type: "application/json", payload: '{"role":{"$ne":1},"handled":"yes","email":[1],"token":7}' },
  { type: "application/json", payload: '{"source":["a"],"id":{"x":1}}' },
  { type: "text/plain", payload: "role=owner" },
  { type: "application/x-www-form-urlencoded", payload: "role=owner&email=a%40b.c" },
  { type: "multipart/form-data", payload: "--x\r\n\r\nbroken" },
  { type: "application/octet-stream", payload: "\u0000\u0001" },
];

/** The id in the body cases: the body must be refused, or the id, never with a 500. */
const someId = "1";

function cases() {
  const list: { name: string; method: Method; url: string; type?: string; payload?: string }[] = [];
  for (const route of routes) {
    if (route.path.includes(":id")) {
      for (const id of badIds) {
        list.push({
          name: `${route.method} ${route.path} with id ${id.slice(0, 20)}`,
          method: route.method,
          url: route.path.replace(":id", id),
          ...(route.body ? { type: "application/json", payload: "{}" } : {}),
        });
      }
    }
    if (route.body) {
      for (const body of badBodies) {
        list.push({
          name: `${route.method} ${route.path} with ${body.type} ${JSON.stringify(body.payload).slice(0, 30)}`,
          method: route.method,
          url: route.path.replace(":id", someId),
          ...body,
        });
      }
    }
  }
  list.push(
    { name: "GET /audit?limit=abc", method: "GET", url: "/audit?limit=abc" },
    { name: "GET /audit?limit=-5", method: "GET", url: "/audit?limit=-5" },
    { name: "GET /audit?limit[]=1", method: "GET", url: "/audit?limit=1&limit=2" },
    {
      name: "GET /content/blocks?pageName twice",
      method: "GET",
      url: "/content/blocks?pageName=a&pageName=b",
    },
    { name: "GET /content/blocks?pageName with NUL", method: "GET", url: "/content/blocks?pageName=%00" },
    // The inbox's range of days (ADR 0060), on the list and its CSV export.
    ...["/inbox/catering", "/inbox/gift-card-orders/export.csv"].flatMap((path) =>
      [
        "from=a&from=b",
        "from=%00",
        "to=9999-12-31",
        "from=0000-01-01",
        "from=2026-13-01",
        "to=2026-02-29",
      ].map((query) => ({ name: `GET ${path}?${query}`, method: "GET" as const, url: `${path}?${query}` })),
    ),
  );
  return list;
}

describe("malformed requests on staff routes", () => {
  it("every malformed id, query and body is refused with a 4xx and a message, never a 500", async () => {
    const failures: string[] = [];
    for (const c of cases()) {
      const response = await app.inject({
        method: c.method,
        url: `/api/v1/staff${c.url}`,
        headers: { ...withKey, cookie: owner, ...(c.type ? { "content-type": c.type } : {}) },
        ...(c.payload === undefined ? {} : { payload: c.payload }),
      });
      let message: unknown;
      try {
        message = response.json().message;
      } catch {
        message = undefined;
      }
      if (response.statusCode < 400 || response.statusCode >= 500 || typeof message !== "string") {
        failures.push(`${c.name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("the sign-in refuses malformed bodies with a 4xx and a message too", async () => {
    const failures: string[] = [];
    for (const body of [
      ...badBodies,
      { type: "application/json", payload: '{"email":"owner@staff.example","password":["x"]}' },
      { type: "application/json", payload: '{"email":"%00","password":"x"}' },
    ]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin: SITE_ORIGIN, "content-type": body.type },
        payload: body.payload,
      });
      const message = String(response.headers["content-type"]).includes("json")
        ? response.json().message
        : undefined;
      if (response.statusCode < 400 || response.statusCode >= 500 || typeof message !== "string") {
        failures.push(
          `${body.type} ${body.payload.slice(0, 30)}: ${response.statusCode} ${response.body.slice(0, 120)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
});
