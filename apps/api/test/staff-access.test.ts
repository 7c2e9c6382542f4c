import {
  type StaffRole,
  staffAccess,
  staffContentTypes,
  staffInboxKinds,
  staffMessages,
  staffRoles,
} from "@thalassa/contract/staff";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, staffSessions } from "./staff-helpers.ts";

let app: TestApp;
let close: () => Promise<void>;
let as: Awaited<ReturnType<typeof staffSessions>>;

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp());
  as = await staffSessions(app, staffRoles);
});
afterAll(() => close());

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
interface Endpoint {
  method: Method;
  path: string;
  roles: readonly StaffRole[];
  body?: object;
  /** What an allowed role gets back with this request (a missing item, an empty body). */
  allowed: number;
}

const ALL = staffRoles;
const OWNER: StaffRole[] = ["owner"];
const MISSING = "999999";

/** The rules of the issue, written out here rather than read from the code under test. */
const contentRoles: Record<string, StaffRole[]> = {
  news: ["owner", "editor"],
  events: ["owner", "editor"],
  jobs: ["owner", "editor", "hr"],
  brands: ["owner", "editor"],
  csr: ["owner", "editor"],
  menus: ["owner", "editor"],
  "menu-cards": ["owner", "editor"],
  settings: ["owner"],
  "page-meta": ["owner", "editor"],
  blocks: ["owner", "editor"],
};
const inboxRoles: Record<string, StaffRole[]> = {
  catering: ["owner", "sales"],
  "private-events": ["owner", "sales"],
  "job-applications": ["owner", "hr"],
  newsletter: ["owner", "sales"],
  "gift-card-orders": ["owner", "sales"],
};

const endpoints: Endpoint[] = [
  { method: "GET", path: "/me", roles: ALL, allowed: 200 },
  { method: "GET", path: "/users", roles: OWNER, allowed: 200 },
  { method: "POST", path: "/invitations", roles: OWNER, body: {}, allowed: 422 },
  { method: "PATCH", path: `/users/${MISSING}`, roles: OWNER, body: { role: "hr" }, allowed: 404 },
  { method: "DELETE", path: `/users/${MISSING}`, roles: OWNER, allowed: 404 },
  { method: "GET", path: "/audit", roles: OWNER, allowed: 200 },
  // Subject requests: an empty body is refused with what is missing (422) once the role is let through.
  { method: "POST", path: "/subject-requests/search", roles: OWNER, body: {}, allowed: 422 },
  { method: "POST", path: "/subject-requests/export", roles: OWNER, body: {}, allowed: 422 },
  { method: "POST", path: "/subject-requests/erase", roles: OWNER, body: {}, allowed: 422 },
  { method: "POST", path: "/media", roles: ["owner", "editor"], body: {}, allowed: 400 },
  ...staffContentTypes.flatMap((type): Endpoint[] => {
    const roles = contentRoles[type] ?? [];
    return [
      { method: "GET", path: `/content/${type}`, roles, allowed: 200 },
      { method: "GET", path: `/content/${type}/${MISSING}`, roles, allowed: 404 },
      { method: "POST", path: `/content/${type}`, roles, body: {}, allowed: 422 },
      { method: "PUT", path: `/content/${type}/${MISSING}`, roles, body: {}, allowed: 422 },
      {
        method: "DELETE",
        path: `/content/${type}/${MISSING}`,
        roles,
        allowed: type === "settings" ? 409 : 404,
      },
    ];
  }),
  ...staffInboxKinds.flatMap((kind): Endpoint[] => {
    const roles = inboxRoles[kind] ?? [];
    return [
      { method: "GET", path: `/inbox/${kind}`, roles, allowed: 200 },
      { method: "POST", path: `/inbox/${kind}/${MISSING}/handled`, roles, body: {}, allowed: 404 },
    ];
  }),
  ...(["GET", "POST"] as const).map(
    (method): Endpoint => ({
      method,
      path: `/content/menu-cards/${MISSING}/csv`,
      roles: contentRoles["menu-cards"] ?? [],
      ...(method === "POST" ? { body: { csv: "section,name\n" } } : {}),
      allowed: 404,
    }),
  ),
  {
    method: "POST",
    path: `/content/menu-cards/${MISSING}/duplicate`,
    roles: contentRoles["menu-cards"] ?? [],
    body: {},
    allowed: 404,
  },
  {
    method: "GET",
    path: `/inbox/job-applications/${MISSING}/files/cv`,
    roles: ["owner", "hr"],
    allowed: 404,
  },
  { method: "GET", path: "/inbox/newsletter.csv", roles: ["owner", "sales"], allowed: 200 },
  {
    method: "POST",
    path: `/inbox/newsletter/${MISSING}/unsubscribe`,
    roles: ["owner", "sales"],
    body: {},
    allowed: 404,
  },
  {
    method: "POST",
    path: `/inbox/gift-card-orders/${MISSING}/recheck`,
    roles: ["owner", "sales"],
    body: {},
    allowed: 404,
  },
];

function call(endpoint: Endpoint, cookie?: string) {
  return app.inject({
    method: endpoint.method,
    url: `${API_PREFIX}/staff${endpoint.path}`,
    headers: { ...withKey, ...(cookie ? { cookie } : {}) },
    ...(endpoint.body ? { payload: endpoint.body } : {}),
  });
}

describe("who may call which staff endpoint", () => {
  it("the contract's access table says what the issue says", () => {
    for (const type of staffContentTypes)
      expect([...staffAccess[`content:${type}`]].sort()).toEqual([...(contentRoles[type] ?? [])].sort());
    for (const kind of staffInboxKinds)
      expect([...staffAccess[`inbox:${kind}`]].sort()).toEqual([...(inboxRoles[kind] ?? [])].sort());
    expect([...staffAccess["application-files"]].sort()).toEqual(["hr", "owner"]);
    expect([...staffAccess["subject-requests"]]).toEqual(["owner"]);
  });

  it.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    "%s: 401 without a session, 403 for other roles, through for %j",
    async (_name, endpoint) => {
      const anonymous = await call(endpoint);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: staffMessages.signInRequired });
      for (const role of staffRoles) {
        const response = await call(endpoint, as[role]);
        if (endpoint.roles.includes(role)) {
          expect(response.statusCode, `${role}: ${response.body}`).toBe(endpoint.allowed);
        } else {
          expect(response.statusCode, role).toBe(403);
          expect(response.json().message).toMatch(new RegExp(`^Your role \\(${role}\\) may not .+\\.$`));
        }
      }
    },
  );

  it("without the api-key nothing under /api/v1/staff answers, signed in or not", async () => {
    const response = await app.inject({
      method: "GET",
      url: `${API_PREFIX}/staff/me`,
      headers: { cookie: as.owner },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/api-key/);
  });

  it("accepting an invitation needs no session, only a valid token", async () => {
    const response = await app.inject({
      method: "POST",
      url: `${API_PREFIX}/staff/invitations/accept`,
      headers: withKey,
      payload: { token: "unknown", name: "Someone", password: "long enough password" },
    });
    expect(response.statusCode).toBe(404);
  });
});
