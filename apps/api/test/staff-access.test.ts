import { readFile } from "node:fs/promises";
import {
  type StaffRole,
  staffAccess,
  staffAccountMessages,
  staffContentTypes,
  staffInboxesWithExport,
  staffInboxKinds,
  staffMessages,
  staffRolePermissions,
  staffRoles,
  staffRoleTable,
} from "@thalassa/contract/staff";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { createStaffUser } from "../src/staff/staff-users.ts";
import { type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, STAFF_PASSWORD, signIn, staffSessions } from "./staff-helpers.ts";

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
const CONTENT: StaffRole[] = ["owner", "editor", "marketing"];
const SALES: StaffRole[] = ["owner", "sales", "marketing"];
const contentRoles: Record<string, StaffRole[]> = {
  news: CONTENT,
  events: CONTENT,
  jobs: ["owner", "editor", "hr", "marketing"],
  brands: CONTENT,
  csr: CONTENT,
  menus: CONTENT,
  "menu-cards": CONTENT,
  settings: ["owner"],
  "page-meta": CONTENT,
  blocks: CONTENT,
};
const inboxRoles: Record<string, StaffRole[]> = {
  catering: SALES,
  "private-events": SALES,
  "job-applications": ["owner", "hr"],
  newsletter: SALES,
  "gift-card-orders": SALES,
};

const endpoints: Endpoint[] = [
  { method: "GET", path: "/me", roles: ALL, allowed: 200 },
  { method: "GET", path: "/users", roles: OWNER, allowed: 200 },
  { method: "POST", path: "/invitations", roles: OWNER, body: {}, allowed: 422 },
  { method: "PATCH", path: `/users/${MISSING}`, roles: OWNER, body: { role: "hr" }, allowed: 404 },
  { method: "DELETE", path: `/users/${MISSING}`, roles: OWNER, allowed: 404 },
  { method: "POST", path: `/users/${MISSING}/unlock`, roles: OWNER, body: {}, allowed: 404 },
  { method: "GET", path: "/audit", roles: OWNER, allowed: 200 },
  // Subject requests: an empty body is refused with what is missing (422) once the role is let through.
  { method: "POST", path: "/subject-requests/search", roles: OWNER, body: {}, allowed: 422 },
  { method: "POST", path: "/subject-requests/export", roles: OWNER, body: {}, allowed: 422 },
  { method: "POST", path: "/subject-requests/erase", roles: OWNER, body: {}, allowed: 422 },
  { method: "POST", path: `/invitations/${MISSING}/resend`, roles: OWNER, body: {}, allowed: 404 },
  { method: "DELETE", path: `/invitations/${MISSING}`, roles: OWNER, allowed: 404 },
  { method: "GET", path: "/account", roles: ALL, allowed: 200 },
  { method: "GET", path: "/inbox-counts", roles: ALL, allowed: 200 },
  { method: "POST", path: "/account/password", roles: ALL, body: {}, allowed: 422 },
  { method: "POST", path: "/account/interface-language", roles: ALL, body: {}, allowed: 422 },
  { method: "DELETE", path: `/account/sessions/${MISSING}`, roles: ALL, allowed: 404 },
  { method: "POST", path: "/account/sessions/sign-out-others", roles: ALL, body: {}, allowed: 200 },
  { method: "POST", path: "/account/second-factor", roles: ALL, body: {}, allowed: 422 },
  { method: "POST", path: "/account/second-factor/confirm", roles: ALL, body: {}, allowed: 422 },
  { method: "POST", path: "/account/second-factor/recovery-codes", roles: ALL, body: {}, allowed: 422 },
  { method: "POST", path: "/account/second-factor/replace", roles: ALL, body: {}, allowed: 422 },
  { method: "POST", path: "/media", roles: CONTENT, body: {}, allowed: 400 },
  { method: "GET", path: "/media?kind=image", roles: CONTENT, allowed: 200 },
  { method: "DELETE", path: "/media/0123456789abcdef0123", roles: CONTENT, allowed: 404 },
  ...staffContentTypes.flatMap((type): Endpoint[] => {
    const roles = contentRoles[type] ?? [];
    return [
      { method: "GET", path: `/content/${type}`, roles, allowed: 200 },
      { method: "GET", path: `/content/${type}?q=x&status=live&sort=oldest&page=1`, roles, allowed: 200 },
      { method: "GET", path: `/content/${type}/${MISSING}`, roles, allowed: 404 },
      { method: "POST", path: `/content/${type}`, roles, body: {}, allowed: 422 },
      { method: "PUT", path: `/content/${type}/${MISSING}`, roles, body: {}, allowed: 422 },
      {
        method: "DELETE",
        path: `/content/${type}/${MISSING}`,
        roles,
        allowed: type === "settings" ? 409 : 404,
      },
      // Revisions (ADR 0059): the item's own permission.
      { method: "GET", path: `/content/${type}/${MISSING}/revisions`, roles, allowed: 404 },
      { method: "GET", path: `/content/${type}/${MISSING}/revisions/1`, roles, allowed: 404 },
      {
        method: "POST",
        path: `/content/${type}/${MISSING}/revisions/1/restore`,
        roles,
        body: {},
        allowed: 404,
      },
    ];
  }),
  ...staffInboxKinds.flatMap((kind): Endpoint[] => {
    const roles = inboxRoles[kind] ?? [];
    return [
      { method: "GET", path: `/inbox/${kind}`, roles, allowed: 200 },
      { method: "GET", path: `/inbox/${kind}?q=x&status=new&page=1`, roles, allowed: 200 },
      { method: "POST", path: `/inbox/${kind}/${MISSING}/handled`, roles, body: {}, allowed: 404 },
      // A reply from the inbox (ADR 0060): the list's own permission (the newsletter has none to send).
      {
        method: "POST",
        path: `/inbox/${kind}/${MISSING}/replies`,
        roles,
        body: { subject: "Your enquiry", text: "Thank you." },
        allowed: 404,
      },
      // The CSV export (ADR 0060) needs the list's own permission.
      ...((staffInboxesWithExport as readonly string[]).includes(kind)
        ? [{ method: "GET" as const, path: `/inbox/${kind}/export.csv?from=2026-11-01`, roles, allowed: 200 }]
        : []),
    ];
  }),
  // Previews of drafts and signed preview links (ADR 0063, ADR 0068): the item type's own permission.
  ...(["news", "events", "jobs", "brands", "csr"] as const).flatMap((type): Endpoint[] => [
    {
      method: "POST",
      path: `/content/${type}/preview`,
      roles: contentRoles[type] ?? [],
      body: {},
      allowed: 422,
    },
    {
      method: "POST",
      path: `/content/${type}/${MISSING}/preview-link`,
      roles: contentRoles[type] ?? [],
      body: {},
      allowed: 404,
    },
  ]),
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
  { method: "GET", path: "/inbox/newsletter.csv", roles: SALES, allowed: 200 },
  {
    method: "POST",
    path: `/inbox/newsletter/${MISSING}/unsubscribe`,
    roles: SALES,
    body: {},
    allowed: 404,
  },
  {
    method: "POST",
    path: `/inbox/gift-card-orders/${MISSING}/recheck`,
    roles: SALES,
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
    expect([...staffAccess.users]).toEqual(["owner"]);
    expect([...staffAccess.media].sort()).toEqual([...CONTENT].sort());
  });

  it("every role is the set of permissions the issue gives it", () => {
    expect(staffRolePermissions).toEqual({
      owner: ["team", "content", "job-postings", "job-applications", "enquiries", "gift-cards", "newsletter"],
      editor: ["content", "job-postings"],
      hr: ["job-postings", "job-applications"],
      sales: ["enquiries", "gift-cards", "newsletter"],
      marketing: ["content", "job-postings", "enquiries", "gift-cards", "newsletter"],
    });
  });

  it("the README's role table is the one generated from the permissions", async () => {
    const readme = await readFile(new URL("../../../README.md", import.meta.url), "utf8");
    const table = /<!-- staff-roles:[^>]*-->\n([\s\S]*?)<!-- \/staff-roles -->/.exec(readme)?.[1]?.trim();
    expect(table, "README.md: replace the table between the staff-roles markers with this").toBe(
      staffRoleTable(),
    );
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

  it("the table above has every staff endpoint of the OpenAPI document", async () => {
    const document = (
      await app.inject({ method: "GET", url: `${API_PREFIX}/openapi.json`, headers: withKey })
    ).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const prefix = `${API_PREFIX}/staff`;
    // Called without a session: tested below, each with its own answer.
    const withoutSession = [
      "POST /password-reset",
      "POST /password-reset/complete",
      "POST /invitations/accept",
    ];
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith(`${prefix}/`))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((method) => method !== "head")
          .map((method) => `${method.toUpperCase()} ${path.slice(prefix.length)}`),
      );
    expect(operations.length).toBeGreaterThan(30);
    const missing = operations.filter((operation) => {
      if (withoutSession.includes(operation)) return false;
      const [method, path = ""] = operation.split(" ");
      const route = new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/?]+").replace(/\./g, "\\.")}(\\?|$)`);
      return !endpoints.some((endpoint) => endpoint.method === method && route.test(endpoint.path));
    });
    expect(missing, "staff endpoints without a row in the access table").toEqual([]);
  });

  it("without the api-key nothing under /api/v1/staff answers, signed in or not", async () => {
    const response = await app.inject({
      method: "GET",
      url: `${API_PREFIX}/staff/me`,
      headers: { cookie: as.owner },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/api-key/);
  });

  it("an owner or hr without a second factor reaches only who-am-I and their account page", async () => {
    for (const role of ["owner", "hr"] as const) {
      const email = `new-${role}@staff.example`;
      await createStaffUser(app.db, { email, name: `New ${role}`, role, password: STAFF_PASSWORD });
      const { cookie } = await signIn(app, email);
      for (const endpoint of endpoints.filter((e) => e.roles.includes(role))) {
        const response = await call(endpoint, cookie);
        if (endpoint.path === "/me" || endpoint.path.startsWith("/account")) {
          expect(response.statusCode, `${role} ${endpoint.path}`).toBe(endpoint.allowed);
        } else {
          expect(response.statusCode, `${role} ${endpoint.method} ${endpoint.path}`).toBe(403);
          expect(response.json()).toEqual({ message: staffAccountMessages.secondFactorSetupRequired });
        }
      }
      const me = await call({ method: "GET", path: "/me", roles: ALL, allowed: 200 }, cookie);
      expect(me.json().second_factor_setup_required).toBe(true);
    }
  });

  it("asking for a password reset and completing one need no session", async () => {
    for (const [path, body, status] of [
      ["/password-reset", { email: "nobody@staff.example" }, 202],
      ["/password-reset/complete", { token: "unknown", new_password: "long enough password" }, 410],
    ] as const) {
      const response = await app.inject({
        method: "POST",
        url: `${API_PREFIX}/staff${path}`,
        headers: withKey,
        payload: body,
      });
      expect(response.statusCode, path).toBe(status);
    }
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
