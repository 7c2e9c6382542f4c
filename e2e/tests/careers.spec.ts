import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { apiGet } from "./content-api.ts";
import { chooseCookies, openPage } from "./support.ts";

interface ApiJob {
  id: number;
  url: string;
  job_title: string;
  location: string;
  created_date: string;
  type: "full_time" | "part_time" | "contract" | "internship" | "temporary";
  status: "live" | "draft";
}

/** The live jobs: the content API gives no draft to the public key (ADR 0046). */
const allJobs = () => apiGet<ApiJob[]>("job-postings");

/** The demo catalogue's draft job, which staff see and visitors never do. */
function demoDraftJob(): { url: string; job_title: string } {
  const folder = new URL("../../apps/api/catalogue/jobs/", import.meta.url);
  for (const file of readdirSync(folder)) {
    const job = JSON.parse(readFileSync(new URL(file, folder), "utf8")) as {
      url: string;
      title: string;
      status?: string;
    };
    if (job.status === "draft") return { url: job.url, job_title: job.title };
  }
  throw new Error("the demo catalogue has no draft job");
}
const LABELS = {
  full_time: "Full Time",
  part_time: "Part Time",
  contract: "Contract",
  internship: "Internship",
  temporary: "Temporary",
} as const;

test.describe("/careers", () => {
  test("lists non-draft jobs with title, location, date and VIEW JOB ROLE", async ({ page }) => {
    const live = await allJobs();
    expect(live.every((j) => j.status !== "draft")).toBe(true);
    const draft = demoDraftJob();
    await openPage(page, "/careers");
    const rows = page.locator(".careers-jobs__list > li");
    await expect(rows).toHaveCount(live.length);
    await expect(page.getByText(draft.job_title, { exact: true })).toHaveCount(0);
    for (const job of live) {
      const row = rows.filter({ has: page.getByRole("heading", { name: job.job_title, exact: true }) });
      await expect(row).toContainText(job.location);
      await expect(row.locator("time")).toHaveAttribute("datetime", job.created_date);
      await expect(row.getByRole("link", { name: /VIEW JOB ROLE/ })).toHaveAttribute(
        "href",
        `/careers/${job.url}`,
      );
    }
    await expect(page.getByText("Not available jobs!")).toHaveCount(0);
  });

  test("'Send' writes to the jobs address from the site's settings", async ({ page }) => {
    const settings = await apiGet<{ jobs_email?: string | null; email?: string | null }>("settings");
    await openPage(page, "/careers");
    const send = page.getByRole("link", { name: "Send", exact: true });
    await expect(send).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${settings.jobs_email ?? settings.email}`),
    );
  });

  test("VIEW JOB ROLE opens the job; no JobPosting data on the list", async ({ page, request }) => {
    const job = (await allJobs()).find((j) => j.status !== "draft")!;
    const list = await (await request.get("/careers")).text();
    expect(list).not.toContain('"@type":"JobPosting"');
    await openPage(page, "/careers");
    await page.getByRole("link", { name: `VIEW JOB ROLE: ${job.job_title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/${job.url}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.job_title);
  });
});

test.describe("/careers/{id}", () => {
  test("type label, location, date, description and the apply modal", async ({ page }) => {
    const jobs = (await allJobs()).filter((j) => j.status !== "draft");
    for (const job of jobs.slice(0, 3)) {
      await openPage(page, `/careers/${job.url}`);
      await expect(page.getByRole("definition").filter({ hasText: LABELS[job.type] })).toBeVisible();
      await expect(page.getByRole("definition").filter({ hasText: job.location })).toBeVisible();
    }
    const job = jobs[0]!;
    await openPage(page, `/careers/${job.url}`);
    await expect(page.locator(".job-page__description h3").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "About the role", level: 2 })).toBeAttached();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Careers" })).toHaveAttribute("href", "/careers");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("link", { name: "APPLY FOR ROLE" }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/${job.url}\\?modal=apply$`));
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(job.job_title);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/careers/${job.url}$`));
  });

  test("every type is labelled as the spec says", async ({ request }) => {
    const jobs = (await allJobs()).filter((j) => j.status !== "draft");
    const types = new Set(jobs.map((j) => j.type));
    expect(types.size, "the demo covers all five types").toBe(5);
    for (const type of types) {
      const job = jobs.find((j) => j.type === type)!;
      const html = await (await request.get(`/careers/${job.url}`)).text();
      expect(html).toContain(`<dd>${LABELS[type]}</dd>`);
    }
  });

  test("JobPosting and BreadcrumbList JSON-LD on the job page", async ({ request }) => {
    const job = (await allJobs()).find((j) => j.status !== "draft")!;
    const html = await (await request.get(`/careers/${job.url}`)).text();
    expect(html).toContain('"@type":"JobPosting"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain(`"datePosted":"${job.created_date}"`);
  });

  test("unknown and draft urls redirect to the list", async ({ page }) => {
    const draft = demoDraftJob();
    await openPage(page, "/careers/no-such-job");
    await expect(page).toHaveURL(/\/careers$/);
    await openPage(page, `/careers/${draft.url}`);
    await expect(page).toHaveURL(/\/careers$/);
  });
});

test.describe("/careers/{id}?modal=apply without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server renders the application modal open", async ({ page, baseURL }) => {
    const job = (await allJobs()).find((j) => j.status !== "draft")!;
    await chooseCookies(page.context(), baseURL!);
    await page.goto(`/careers/${job.url}?modal=apply`);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog")).toContainText(job.job_title);
  });
});
