import { siteDayStart } from "@thalassa/contract/site-time";
import type { StaffAuditEntry } from "@thalassa/contract/staff";
import { staffRoles } from "@thalassa/contract/staff";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema.ts";
import { type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, signIn, staffContentCall, staffEmail, staffSessions } from "./staff-helpers.ts";

/** The audit log filtered by person, kind and days (ADR 0069), as the owner's page asks for it. */

let app: TestApp;
let close: () => Promise<void>;
let sessions: Awaited<ReturnType<typeof staffSessions>>;

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp({ seed: false }));
  sessions = await staffSessions(app, staffRoles);
  // The marketing account writes a story; someone mistypes the editor's password.
  const made = await staffContentCall(app, "POST", "/news", sessions.marketing, {
    title: "Audit filters",
    url: "audit-filters",
    status: "draft",
    description: "<p>x</p>",
    website_id: 1,
    images: {},
  });
  expect(made.statusCode).toBe(201);
  expect((await signIn(app, staffEmail("editor"), "not the password")).response.statusCode).toBe(401);
  // An entry of last year, for the days filter.
  await app.db.insert(auditLog).values({
    userEmail: staffEmail("marketing"),
    role: "marketing",
    action: "update",
    entity: "news",
    entityId: "1",
    at: siteDayStart("2025-11-15"),
  });
});
afterAll(() => close());

async function entries(query: string): Promise<StaffAuditEntry[]> {
  const response = await app.inject({
    method: "GET",
    url: `/api/v1/staff/audit?${query}`,
    headers: { ...withKey, cookie: sessions.owner },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe("GET /staff/audit with filters", () => {
  it("keeps one person's entries, found by part of their address in any case", async () => {
    const found = await entries("who=MARKETING%40");
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((entry) => entry.user_email === staffEmail("marketing"))).toBe(true);
    // What was tried on an account counts as that person's too: the wrong password has no actor.
    const editor = await entries("who=editor%40");
    expect(editor.map((entry) => entry.action)).toContain("sign-in-failed");
    expect(
      editor.every(
        (entry) => entry.user_email === staffEmail("editor") || entry.detail?.email === staffEmail("editor"),
      ),
    ).toBe(true);
  });

  it("keeps one kind: content changes without sign-ins, sign-ins without content", async () => {
    const content = await entries("kind=content");
    expect(content.map((entry) => entry.action)).toContain("create");
    expect(content.every((entry) => entry.entity === "news" || entry.entity === "media")).toBe(true);
    const signIns = await entries("kind=sign-in");
    expect(signIns.map((entry) => entry.action)).toEqual(expect.arrayContaining(["sign-in-failed"]));
    expect(signIns.some((entry) => entry.entity === "news")).toBe(false);
    const team = await entries("kind=team");
    expect(team.every((entry) => !entry.action.startsWith("sign-in"))).toBe(true);
  });

  it("keeps a range of days on the site's clock, both ends included, combined with the others", async () => {
    const november = await entries("from=2025-11-01&to=2025-11-30");
    expect(november).toHaveLength(1);
    expect(november[0]).toMatchObject({ action: "update", user_email: staffEmail("marketing") });
    expect(await entries("from=2025-11-16&to=2025-11-30")).toEqual([]);
    expect(await entries("who=marketing&kind=content&from=2025-11-15&to=2025-11-15")).toHaveLength(1);
    expect(await entries("who=editor&kind=content&from=2025-11-15&to=2025-11-15")).toEqual([]);
  });

  it("refuses a query it cannot read, naming the part", async () => {
    for (const query of ["kind=everything", "from=2025-11-31", "from=2025-12-02&to=2025-12-01", "limit=0"]) {
      const response = await app.inject({
        method: "GET",
        url: `/api/v1/staff/audit?${query}`,
        headers: { ...withKey, cookie: sessions.owner },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/^The audit query is not valid: (kind|from|to|limit): /);
    }
  });
});
