import { describe, expect, it } from "vitest";
import { holdingPage } from "./holding-page.server.ts";

describe("holdingPage", () => {
  it("is a 200 in the address's language that search engines do not index, with the staff sign-in", async () => {
    for (const [locale, title] of [
      ["en", "Our new website opens soon"],
      ["el", "Η νέα μας ιστοσελίδα ανοίγει σύντομα"],
      ["ru", "Наш новый сайт скоро откроется"],
    ] as const) {
      const page = holdingPage(locale);
      expect(page.status).toBe(200);
      expect(page.headers.get("x-robots-tag")).toBe("noindex");
      const html = await page.text();
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain('href="/staff"');
      expect(html).not.toContain("<script");
    }
  });
});
