import { expect, test } from "@playwright/test";
import { waitForHydration, watchHydration } from "./support.ts";

test.describe("security headers and CSRF", () => {
  test.skip(({ isMobile }) => isMobile, "headers do not depend on the viewport");

  test("every page answers with a CSP naming its own scripts by hash, and the hardening headers", async ({
    request,
  }) => {
    for (const path of ["/", "/about", "/news"]) {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toMatch(/script-src ('sha256-[A-Za-z0-9+/=]{44}' )+'strict-dynamic'/);
      expect(csp).not.toContain("'nonce-");
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors"])
        expect(csp).toContain(directive);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      const html = await response.text();
      expect(html).not.toMatch(/\snonce="/);
    }
  });

  test("a page shared between visitors is the same bytes and policy for all, and nothing of another visitor's", async ({
    playwright,
    baseURL,
  }) => {
    const answers = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const visitor = await playwright.request.newContext({ baseURL });
      const response = await visitor.get("/news");
      answers.add(`${response.headers()["content-security-policy"]}\n${await response.text()}`);
      // A campaign address sets its cookie for every new visitor, so its answer is never shared.
      const campaign = await visitor.get(`/news?utm_source=shared-check-${i % 2}`);
      expect(campaign.headers()["set-cookie"]).toContain(`utm_source=shared-check-${i % 2}`);
      expect(campaign.headers()["cache-control"]).toBe("private, no-store");
      await visitor.dispose();
    }
    expect(answers.size).toBe(1);
  });

  test("an answer made for one visitor keeps a fresh nonce of its own", async ({ request }) => {
    const nonceOf = async () => {
      const response = await request.get(`/news?utm_source=nonce-check-${Date.now()}`);
      const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
      expect(await response.text()).toContain(`nonce="${nonce}"`);
      return nonce;
    };
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  test("a script that reaches a shared page outside the site's own is blocked, the page's own run", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    // What a script slipped into the page would be: in its markup, with no hash in its policy. At the
    // end of <body>, which hydration passes over (inside <main> it would not match the server's tree,
    // and React's client render after the mismatch would take the boot script's mark off <html>).
    await page.route("**/about", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        "</body>",
        '<script>window.__injected = true</script><img src="/x" onerror="window.__injected = true"></body>',
      );
      await route.fulfill({ response, body: html });
    });
    await watchHydration(page);
    await page.goto("/about");
    // The page's own boot script ran (it marks the document), and its modules hydrated the page.
    await expect(page.locator("html.js")).toHaveCount(1);
    await waitForHydration(page);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  test("a cross-site POST is refused, a same-site one goes through", async ({ request, baseURL }) => {
    const crossSite = await request.post("/consent", {
      form: { consent: "true" },
      headers: { origin: "https://attacker.example", "sec-fetch-site": "cross-site" },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    expect(await crossSite.text()).toContain("Cross-site form submissions are not accepted.");
    const sameSite = await request.post("/consent", {
      form: { consent: "true", redirectTo: "/about" },
      headers: { origin: baseURL!, "sec-fetch-site": "same-origin", accept: "text/html" },
      maxRedirects: 0,
    });
    expect(sameSite.status()).toBe(302);
    expect(sameSite.headers()["set-cookie"]).toContain("RestaurantsCookiesConsent=true");
  });

  test("HSTS and Secure cookies only when a trusted proxy says the visitor came over HTTPS", async ({
    request,
    baseURL,
  }) => {
    const plain = await request.get("/");
    expect(plain.headers()["strict-transport-security"]).toBeUndefined();
    // The test runner connects from loopback, which the site trusts as its proxy.
    const https = await request.get("/", { headers: { "x-forwarded-proto": "https" } });
    expect(https.headers()["strict-transport-security"]).toMatch(/max-age=\d{7,}/);

    const post = (proto?: string) =>
      request.post("/consent", {
        form: { consent: "false" },
        headers: {
          origin: baseURL!,
          "sec-fetch-site": "same-origin",
          ...(proto ? { "x-forwarded-proto": proto, "x-forwarded-host": new URL(baseURL!).host } : {}),
        },
        maxRedirects: 0,
      });
    const overHttps = (await post("https")).headers()["set-cookie"] ?? "";
    expect(overHttps).toContain("SameSite=Lax");
    expect(overHttps).toContain("Secure");
    const overHttp = (await post()).headers()["set-cookie"] ?? "";
    expect(overHttp).toContain("SameSite=Lax");
    expect(overHttp).not.toContain("Secure");
  });

  test("Permissions-Policy turns off powerful features and frames are limited", async ({ request }) => {
    const headers = (await request.get("/about")).headers();
    for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()"])
      expect(headers["permissions-policy"]).toContain(feature);
    expect(headers["content-security-policy"]).toMatch(/frame-ancestors ('self'|https:\/\/)/);
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  });

  test("health checks, feeds and missing pages carry the hardening headers too", async ({ request }) => {
    for (const path of ["/healthz", "/robots.txt", "/no-such-page"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["content-security-policy"], path).toContain("frame-ancestors");
    }
  });

  test("every kind of cross-site POST is refused", async ({ request }) => {
    const crossSiteHeaders: Record<string, string>[] = [
      { origin: "https://attacker.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "null" },
    ];
    for (const headers of crossSiteHeaders) {
      const response = await request.post("/consent", {
        form: { consent: "true" },
        headers,
        maxRedirects: 0,
      });
      expect(response.status(), JSON.stringify(headers)).toBe(403);
      expect(await response.text()).toContain("Cross-site form submissions are not accepted.");
    }
  });

  test("a post-back cannot redirect off the site", async ({ request, baseURL }) => {
    for (const target of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "/\tevil",
      "/..//evil.example/x",
      "/%2e%2e//evil.example/x",
    ]) {
      const response = await request.post("/consent", {
        form: { consent: "false", redirectTo: target },
        headers: { origin: baseURL!, "sec-fetch-site": "same-origin", accept: "text/html" },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers().location, target).toBe("/");
    }
  });

  test("a form's return_to cannot send the visitor off the site, even with dot segments", async ({
    request,
    baseURL,
  }) => {
    for (const target of ["/..//evil.example/x", "/%2e%2e//evil.example/x", "//evil.example"]) {
      const response = await request.post("/forms/newsletter", {
        form: { email: "", return_to: target },
        headers: { origin: baseURL!, "sec-fetch-site": "same-origin", accept: "text/html" },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      const location = new URL(response.headers().location ?? "", baseURL);
      expect(location.origin, target).toBe(new URL(baseURL!).origin);
      expect(location.pathname, target).toBe("/");
    }
  });

  test("malformed or oversized posts are refused with a message, not a server error", async ({
    request,
    baseURL,
  }) => {
    const sameOrigin = { origin: baseURL!, "sec-fetch-site": "same-origin" };
    const unreadable = await request.post("/consent", {
      headers: { ...sameOrigin, "content-type": "multipart/form-data; boundary=x" },
      data: "--x\r\nnot a part",
    });
    expect(unreadable.status()).toBe(400);
    expect(await unreadable.text()).toContain("could not be read");
    const wrongType = await request.post("/consent", {
      headers: { ...sameOrigin, "content-type": "application/xml" },
      data: "<consent/>",
    });
    expect(wrongType.status()).toBe(415);
    expect(await wrongType.text()).toContain("Unsupported content type");
    const tooLarge = await request.post("/consent", {
      headers: { ...sameOrigin, "content-type": "application/x-www-form-urlencoded" },
      data: `consent=${"a".repeat(9 * 1024 * 1024)}`,
    });
    expect(tooLarge.status()).toBe(413);
    expect(await tooLarge.text()).toContain("too large");
  });
});
