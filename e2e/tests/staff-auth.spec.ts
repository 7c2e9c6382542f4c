import { expect, test } from "@playwright/test";
import { STAFF_ROLES, signIn, staffAccount, staffApiCall } from "./staff-support.ts";

const CONTENT_TYPES = ["news", "events", "jobs", "brands", "csr", "menus", "settings", "page-meta", "blocks"];
const INBOX_KINDS = ["catering", "private-events", "job-applications", "newsletter", "gift-card-orders"];

/** Every staff page of the site, as an anonymous visitor would ask for it. */
const STAFF_PAGES = [
  "/staff",
  ...CONTENT_TYPES.map((type) => `/staff/content/${type}`),
  ...CONTENT_TYPES.map((type) => `/staff/content/${type}/new`),
  "/staff/content/news/1",
  "/staff/content/blocks/1",
  ...INBOX_KINDS.map((kind) => `/staff/inbox/${kind}`),
  "/staff/inbox/job-applications/1/files/cv",
  "/staff/inbox/job-applications/1/files/work-permit",
  "/staff/inbox/newsletter.csv",
  "/staff/users",
  "/staff/audit",
  "/staff/subject-requests",
];

/** Every form post of the staff area (its actions), with a body that would change something. */
const STAFF_POSTS: [string, Record<string, string>][] = [
  ["/staff/content/news/new", { title: "Forged", url: "forged", intent: "live" }],
  ["/staff/content/news/1", { intent: "delete" }],
  ["/staff/content/blocks/1", { intent: "live" }],
  ...INBOX_KINDS.map((kind): [string, Record<string, string>] => [
    `/staff/inbox/${kind}`,
    { intent: "handled", id: "1" },
  ]),
  ["/staff/users", { intent: "invite", email: "intruder@example.com", role: "owner" }],
  ["/staff/subject-requests", { intent: "erase", email: "someone@example.com", confirm: "yes" }],
  ["/staff/subject-requests/export", { email: "someone@example.com" }],
];

/** Every endpoint of /api/v1/staff that needs a session. */
const API_CALLS: [string, string, unknown?][] = [
  ["GET", "staff/me"],
  ["GET", "staff/users"],
  ["POST", "staff/invitations", { email: "intruder@example.com", role: "owner" }],
  ["PATCH", "staff/users/x", { role: "owner" }],
  ["DELETE", "staff/users/x"],
  ["GET", "staff/audit"],
  ...CONTENT_TYPES.flatMap((type): [string, string, unknown?][] => [
    ["GET", `staff/content/${type}`],
    ["GET", `staff/content/${type}/1`],
    ["POST", `staff/content/${type}`, {}],
    ["PUT", `staff/content/${type}/1`, {}],
    ["DELETE", `staff/content/${type}/1`],
  ]),
  ["POST", "staff/media", {}],
  ...INBOX_KINDS.flatMap((kind): [string, string, unknown?][] => [
    ["GET", `staff/inbox/${kind}`],
    ["POST", `staff/inbox/${kind}/1/handled`, {}],
  ]),
  ["GET", "staff/inbox/job-applications/1/files/cv"],
  ["GET", "staff/inbox/newsletter.csv"],
  ["POST", "staff/inbox/newsletter/1/unsubscribe", {}],
  ["POST", "staff/inbox/gift-card-orders/1/recheck", {}],
  ["POST", "staff/subject-requests/search", { email: "someone@example.com" }],
  ["POST", "staff/subject-requests/export", { email: "someone@example.com" }],
  ["POST", "staff/subject-requests/erase", { email: "someone@example.com", confirm: true }],
];

test.describe("an anonymous visitor", () => {
  test("is sent to sign in from every staff page, and comes back to it after signing in", async ({
    request,
  }) => {
    for (const path of STAFF_PAGES) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      const location = new URL(response.headers().location ?? "", "http://site.invalid");
      expect(location.pathname, path).toBe("/staff/sign-in");
      expect(location.searchParams.get("return_to"), path).toBe(path);
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
    }
  });

  test("changes nothing through any staff form", async ({ request }) => {
    for (const [path, form] of STAFF_POSTS) {
      const response = await request.post(path, { form, maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toMatch(/^\/staff\/sign-in\?return_to=/);
    }
  });

  test("gets 401 with a sentence from every staff API endpoint", async () => {
    for (const [method, path, body] of API_CALLS) {
      const answer = await staffApiCall(method, path, { body });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body, `${method} ${path}`).toEqual({ message: "Sign in to continue." });
    }
  });

  test("cannot post a staff form from another site", async ({ request }) => {
    const response = await request.post("/staff/sign-in", {
      form: { email: staffAccount("owner").email, password: staffAccount("owner").password },
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toBe("Cross-site form submissions are not accepted.");
  });
});

test.describe("signing in", () => {
  for (const role of STAFF_ROLES) {
    test(`as ${role} shows what the role looks after, in a private page`, async ({ page }) => {
      await signIn(page, role);
      await expect(page).toHaveURL(/\/staff$/);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(`Welcome, ${staffAccount(role).name.split(" ")[0]}`);
      const nav = page.getByRole("navigation", { name: "Staff area" });
      const expected: Record<string, string[]> = {
        owner: [
          "News",
          "Catering enquiries",
          "Job applications",
          "Users and invitations",
          "Audit log",
          "Subject requests",
        ],
        editor: ["News", "Page blocks", "Jobs"],
        hr: ["Jobs", "Job applications"],
        sales: ["Catering enquiries", "Newsletter subscribers", "Gift card orders"],
        marketing: [
          "News",
          "Page blocks",
          "Jobs",
          "Catering enquiries",
          "Gift card orders",
          "Newsletter subscribers",
        ],
      };
      const absent: Record<string, string[]> = {
        owner: [],
        editor: ["Job applications", "Catering enquiries", "Users and invitations", "Subject requests"],
        hr: ["News", "Catering enquiries", "Users and invitations", "Subject requests"],
        sales: ["News", "Jobs", "Job applications", "Users and invitations", "Subject requests"],
        marketing: ["Job applications", "Users and invitations", "Audit log", "Subject requests"],
      };
      for (const name of expected[role] ?? []) {
        await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
      }
      for (const name of absent[role] ?? [])
        await expect(nav.getByRole("link", { name, exact: true })).toHaveCount(0);
      const response = await page.reload();
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      expect(response?.headers()["x-page-cache"]).toBe("bypass");
    });
  }

  test("sets an HttpOnly, Secure, SameSite=Lax session cookie, a new one at every sign-in", async ({
    page,
  }) => {
    await signIn(page, "editor");
    const session = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name.endsWith("session_token"));
    const first = await session();
    expect(first).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax" });
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/staff\/sign-in/);
    await page.goto("/staff");
    await expect(page).toHaveURL(/\/staff\/sign-in\?return_to=%2Fstaff/);
    await signIn(page, "editor");
    expect((await session())?.value).not.toBe(first?.value);
  });

  test("brings the visitor back to the page they asked for", async ({ page }) => {
    await page.goto("/staff/inbox/catering");
    await expect(page).toHaveURL(/\/staff\/sign-in\?return_to=%2Fstaff%2Finbox%2Fcatering/);
    await expect(page.getByText("Sign in to continue.")).toBeVisible();
    const account = staffAccount("sales");
    await page.getByLabel("E-mail address").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/staff\/inbox\/catering$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Catering enquiries");
  });

  test("with a wrong password says so, and locks the address after repeated failures", async ({
    page,
  }, info) => {
    const email = `nobody-${info.project.name}-${Date.now()}@staff.thalassa.test`;
    await page.goto("/staff/sign-in");
    const alert = page.getByRole("alert");
    for (let attempt = 1; attempt <= 5; attempt++) {
      await page.getByLabel("E-mail address").fill(email);
      await page.getByLabel("Password").fill("not-the-password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(alert).toHaveText(/do not match an account/);
      await page.goto("/staff/sign-in");
    }
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(alert).toHaveText(/Too many failed sign-ins for this address/);
  });

  test("wrong passwords from another address lock only that address, and an owner unlocks it", async ({
    page,
    baseURL,
  }, info) => {
    // A made-up visitor address per width, forwarded by the loopback client as the site does.
    const source = `203.0.113.${info.project.name === "mobile" ? 2 : 1}`;
    const hr = staffAccount("hr");
    const attempt = (password: string) =>
      fetch(`${new URL(process.env.E2E_API_URL ?? "").origin}/api/auth/sign-in/email`, {
        method: "POST",
        headers: {
          origin: new URL(baseURL ?? "").origin,
          "content-type": "application/json",
          "x-forwarded-for": source,
        },
        body: JSON.stringify({ email: hr.email, password }),
      });
    for (let i = 0; i < 5; i++) expect((await attempt("not-the-password")).status).toBe(401);
    expect((await attempt(hr.password)).status).toBe(429);

    await signIn(page, "owner", "/staff/users");
    const locks = page.getByRole("list", { name: /^Sign-in locks of / }).filter({ hasText: source });
    await expect(locks).toContainText(`Sign-in locked from ${source} until`);
    await locks
      .getByRole("button", { name: new RegExp(`^Unlock .* from ${source.replace(/\./g, "\\.")}$`) })
      .click();
    await expect(page.getByRole("status")).toHaveText(`Sign-ins from ${source} are possible again.`);
    await expect(
      page.getByRole("list", { name: /^Sign-in locks of / }).filter({ hasText: source }),
    ).toHaveCount(0);
    expect((await attempt(hr.password)).status).toBe(200);
  });

  test("a role is refused, with its reason, a page that is not its own", async ({ page }) => {
    await signIn(page, "hr");
    const response = await page.goto("/staff/inbox/catering");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You may not open this page");
    await expect(page.getByText("Your role (hr) may not read catering enquiries.")).toBeVisible();
  });
});
