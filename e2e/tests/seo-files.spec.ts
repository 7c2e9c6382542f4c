import { expect, test } from "@playwright/test";

test.describe("sitemap, robots and the news feed", () => {
  test.skip(({ isMobile }) => isMobile, "files do not depend on the viewport");

  test("robots.txt names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
    expect(text).toContain("User-agent: *");
  });

  test("the sitemap lists every route, article, event page and published job with lastmod", async ({
    request,
  }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const path of [
      "/",
      "/about",
      "/brands",
      "/news",
      "/whats-on",
      "/careers",
      "/gift-card",
      "/privacy-policy",
    ]) {
      expect(locs).toContain(path);
    }
    const api = process.env.E2E_API_URL!;
    const headers = { "api-key": process.env.E2E_API_KEY! };
    const news = (await (await request.get(`${api}/posts?post_type=news&status=live`, { headers })).json())
      .data;
    for (const item of news) expect(locs).toContain(`/news/${item.url}`);
    const jobs = (await (await request.get(`${api}/job-postings`, { headers })).json()).data;
    for (const job of jobs) {
      if (job.status === "draft") expect(locs).not.toContain(`/careers/${job.url}`);
      else expect(locs).toContain(`/careers/${job.url}`);
    }
    // Every live structured menu of the demo brands (ADR 0036).
    for (const menu of [
      "kyma-beach",
      "kyma-beach-desserts",
      "kyma-beach-drinks",
      "forno-strovolos",
      "forno-strovolos-drinks",
    ])
      expect(locs).toContain(`/menu/${menu}`);
    const entries = xml.match(/<url>/g)?.length ?? 0;
    expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)?.length).toBe(entries);
  });

  test("the news feed is linked from the head and lists the latest articles", async ({ request, page }) => {
    await page.goto("/about");
    const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href");
    expect(href).toBe("/news/feed.xml");
    const response = await request.get(href!);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)?.length).toBeGreaterThanOrEqual(25);
  });
});
