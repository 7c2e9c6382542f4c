import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { mailQueue } from "../src/db/schema.ts";
import { buildTestApp, TEST_TEAMS, type TestApp, withKey } from "./helpers.ts";

/** The seeded API whose mail is written to its own outbox folder, and what its tests send it. */
export async function startSubmissionsApp(rateLimit?: { max: number; windowMs: number }) {
  const outboxDir = await mkdtemp(join(tmpdir(), "submissions-outbox-"));
  const { app, close } = await buildTestApp({
    publicSiteUrl: "https://site.test",
    ...(rateLimit && { rateLimit }),
    teams: TEST_TEAMS,
    mail: { outboxDir, from: "site@test", pollMs: 0 },
  });
  const postJson = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: `${API_PREFIX}/${path}`,
      headers: { ...withKey, ...headers },
      payload: payload as object,
    });
  const mailsTo = async (to: string) => app.db.select().from(mailQueue).where(eq(mailQueue.to, to));
  return {
    app,
    outboxDir,
    postJson,
    mailsTo,
    close: async () => {
      await close();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

export type SubmissionsApp = Awaited<ReturnType<typeof startSubmissionsApp>>;

/** One submissions app for a test file: started before its tests, closed after them. */
export function useSubmissionsApp() {
  let current: SubmissionsApp | undefined;
  beforeAll(async () => {
    current = await startSubmissionsApp();
  });
  afterAll(async () => current?.close());
  const started = () => {
    if (!current) throw new Error("the submissions app starts in beforeAll");
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get outboxDir() {
      return started().outboxDir;
    },
    postJson: (...args: Parameters<SubmissionsApp["postJson"]>) => started().postJson(...args),
    mailsTo: (to: string) => started().mailsTo(to),
  };
}

/** Posts a job application form as the site encodes it (multipart/form-data). */
export async function postJobForm(app: TestApp, form: FormData) {
  const encoded = new Response(form);
  return app.inject({
    method: "POST",
    url: `${API_PREFIX}/job-requests`,
    headers: { ...withKey, "content-type": encoded.headers.get("content-type")! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

export const catering = {
  name: "Eleni Georgiou",
  email: "eleni@guest.test",
  phone: "+357 99 000000",
  required_date: "2027-05-01",
  location: "Limassol marina",
  additional_notes: "Buffet for 40",
  terms: true,
  type: "catering",
  utm_source: "instagram",
};

export const celebrate = {
  name: "Andreas Ioannou",
  email: "andreas@guest.test",
  phone: "99000000",
  occasion: "Birthday",
  required_date: "2027-06-01",
  num_of_guests: 12,
  website_id: 4,
  additional_notes: "Sea view please",
  terms: true,
  type: "celebrate",
};
