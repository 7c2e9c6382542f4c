import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { allRoutes } from "./site-routes.ts";
import { chooseCookies } from "./support.ts";

/**
 * The pages as a visitor behind a proxy sees them: through nginx with upstream keep-alive
 * (global-setup.ts), every route in every language, with a hostile post that the site answers
 * before reading its body sent through the same proxy before each page. Such a post once left its
 * body in the pooled connection, and the next visitor on it waited for the request timeout (30 s).
 */

/** A 300 KB post to a page that takes none, through the proxy: refused (a 4xx) before its body is read. */
function earlyAnsweredPost(base: string): Promise<number> {
  const url = new URL("/about", base);
  const body = Buffer.alloc(300 * 1024, "a");
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": body.length,
          origin: new URL(process.env.E2E_BASE_URL!).origin,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const inLanguage = (prefix: string, path: string) => (path === "/" ? prefix || "/" : `${prefix}${path}`);

test.describe("through a keep-alive proxy", () => {
  test("every route in every language loads after a post answered before its body was read", async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const proxied = process.env.E2E_PROXIED_URL!;
    await chooseCookies(page.context(), proxied);
    for (const [prefix, lang] of [
      ["", "en"],
      ["/el", "el"],
      ["/ru", "ru"],
    ] as const) {
      for (const path of await allRoutes()) {
        const address = inLanguage(prefix, path);
        const refused = await earlyAnsweredPost(proxied);
        expect(refused >= 400 && refused < 500, `${address}: ${refused}`).toBe(true);
        // A poisoned connection answers after the site's request timeout (30 s); a page answers in well under 20 s.
        const response = await page.goto(`${proxied}${address}`, { timeout: 20_000 });
        expect(response?.status(), address).toBe(200);
        await expect(page.locator("html"), address).toHaveAttribute("lang", lang);
        await expect(page.locator("h1").first(), address).toBeAttached();
      }
    }
  });
});
