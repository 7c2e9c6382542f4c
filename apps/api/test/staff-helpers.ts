import type { StaffRole } from "@thalassa/contract/staff";
import { createStaffUser } from "../src/staff/staff-users.ts";
import { buildTestApp, type TestApp } from "./helpers.ts";

export const STAFF_PASSWORD = "correct horse battery staple";
export const SITE_ORIGIN = "http://localhost:3000";

export function staffEmail(role: StaffRole) {
  return `${role}@staff.example`;
}

/**
 * Signs in through better-auth and returns the Cookie header value for later requests. `from` is
 * the client's address (an untrusted one, so the API counts it as the source); loopback unless given.
 */
export async function signIn(app: TestApp, email: string, password = STAFF_PASSWORD, from?: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: SITE_ORIGIN, "content-type": "application/json" },
    payload: { email, password },
    ...(from ? { remoteAddress: from } : {}),
  });
  const cookies = ([] as string[]).concat(response.headers["set-cookie"] ?? []);
  const cookie = cookies.map((c) => c.split(";")[0]).join("; ");
  return { response, cookie, setCookies: cookies };
}

/** One account per role, signed in: role → Cookie header. */
export async function staffSessions(app: TestApp, roles: readonly StaffRole[]) {
  const sessions = {} as Record<StaffRole, string>;
  for (const role of roles) {
    await createStaffUser(app.db, {
      email: staffEmail(role),
      name: `Test ${role}`,
      role,
      password: STAFF_PASSWORD,
    });
    const { response, cookie } = await signIn(app, staffEmail(role));
    if (response.statusCode !== 200) throw new Error(`sign-in as ${role} failed: ${response.body}`);
    sessions[role] = cookie;
  }
  return sessions;
}

/** The API for staff tests: many sign-ins from one test client, so the per-client limit is raised. */
export function createStaffTestApp(options: Parameters<typeof buildTestApp>[0] = {}) {
  return buildTestApp({ rateLimit: { max: 10_000, windowMs: 60_000 }, ...options });
}
