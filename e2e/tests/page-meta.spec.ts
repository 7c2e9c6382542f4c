import { expect, test } from "@playwright/test";
import { allRoutes } from "./site-routes.ts";

/** The content of `<meta name|property="key">` or the href of `<link rel="key">` in server HTML. */
function headValue(html: string, attribute: "name" | "property" | "rel", key: string): string | null {
  for (const [tag] of html.matchAll(/<(?:meta|link)\b[^>]*>/g)) {
    if (!tag.includes(`${attribute}="${key}"`)) continue;
    return /\s(?:content|href)="([^"]*)"/.exec(tag)?.[1] ?? null;
  }
  return null;
}

/**
 * Search and sharing meta on every route's server HTML: title, description, canonical URL on the
 * public origin, Open Graph and Twitter card with an absolute image, favicon from site settings.
 */
test.describe("page meta", () => {
  test.skip(({ isMobile }) => isMobile, "the server HTML does not depend on the viewport");
  test.setTimeout(120_000);

  test("every route has its title, description, canonical URL, share card and favicon", async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const titles = new Set<string>();
    const missing: string[] = [];
    for (const route of await allRoutes()) {
      const html = await (await request.get(route)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1]?.trim();
      if (title) titles.add(title);
      const expected: [string, string | null | undefined][] = [
        ["title", title],
        ["description", headValue(html, "name", "description")],
        ["og:title", headValue(html, "property", "og:title")],
        ["og:description", headValue(html, "property", "og:description")],
        ["twitter:card", headValue(html, "name", "twitter:card")],
        ["icon", headValue(html, "rel", "icon")],
      ];
      for (const [key, value] of expected) if (!value) missing.push(`${route}: ${key}`);
      const canonical = headValue(html, "rel", "canonical");
      expect(canonical, `${route} canonical`).toBe(`${origin}${route}`);
      expect(headValue(html, "property", "og:url"), `${route} og:url`).toBe(canonical);
      expect(headValue(html, "property", "og:image") ?? "", `${route} og:image`).toMatch(/^https?:\/\/\S+/);
    }
    expect(missing).toEqual([]);
    // Each page has a title of its own.
    expect(titles.size).toBe((await allRoutes()).length);
  });

  test("the home page carries the CMS keywords", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(headValue(html, "name", "keywords")).toBeTruthy();
  });
});
