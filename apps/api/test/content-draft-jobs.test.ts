import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, staffSessions } from "./staff-helpers.ts";

/*
 * A draft job posting stays with staff (ADR 0046): the content API answers the key the site holds
 * with live postings only, while the staff API, behind a staff session, lists and opens drafts.
 */

let app: TestApp;
let close: () => Promise<void>;
let hr: string;

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp({ seed: false }));
  ({ hr } = await staffSessions(app, ["hr"]));
});
afterAll(() => close());

const posting = {
  job_title: "Pastry chef",
  location: "Nicosia",
  type: "full_time",
  created_date: "2026-11-20",
  description: "<p>Early mornings, good butter.</p>",
};

function staff(method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  return app.inject({
    method,
    url: `/api/v1/staff/content${url}`,
    headers: { ...withKey, cookie: hr },
    ...(payload ? { payload } : {}),
  });
}

type Job = { id: number; url: string; status: string };
async function publicJobs(query = ""): Promise<Job[]> {
  const response = await app.inject({ url: `/api/v1/job-postings${query}`, headers: withKey });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe("draft job postings", () => {
  it("are not in the public list, however it is asked for, and show there once published", async () => {
    const draft = (
      await staff("POST", "/jobs", { ...posting, url: "pastry-chef-draft", status: "draft" })
    ).json().data as Job;
    const live = (
      await staff("POST", "/jobs", { ...posting, url: "pastry-chef-live", status: "live" })
    ).json().data as Job;

    for (const query of ["", "?status=draft", "?lang=el", "?status=draft&lang=ru"]) {
      const urls = (await publicJobs(query)).map((job) => job.url);
      expect(urls, query).toContain(live.url);
      expect(urls, query).not.toContain(draft.url);
    }
    expect((await publicJobs()).every((job) => job.status === "live")).toBe(true);

    const published = await staff("PUT", `/jobs/${draft.id}`, { ...posting, url: draft.url, status: "live" });
    expect(published.statusCode, published.body).toBe(200);
    expect((await publicJobs()).map((job) => job.url)).toContain(draft.url);
  });

  it("are listed and opened by staff", async () => {
    const draft = (
      await staff("POST", "/jobs", { ...posting, url: "pastry-chef-staff", status: "draft" })
    ).json().data as Job;
    const list = await staff("GET", "/jobs?status=draft");
    expect(list.statusCode).toBe(200);
    expect((list.json().data as Job[]).map((job) => job.url)).toContain(draft.url);
    const opened = await staff("GET", `/jobs/${draft.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ url: draft.url, status: "draft" });
  });
});
