import { expect, test } from "@playwright/test";

test.describe("security headers and CSRF", () => {
  test.skip(({ isMobile }) => isMobile, "headers do not depend on the viewport");

  test("every page answers with a nonce-based CSP and the hardening headers", async ({ request }) => {
    for (const path of ["/", "/about", "/news"]) {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors"])
        expect(csp).toContain(directive);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      const html = await response.text();
      expect(html).toContain(`nonce="${nonce}"`);
    }
    const a = (await request.get("/")).headers()["content-security-policy"];
    const b = (await request.get("/")).headers()["content-security-policy"];
    expect(a).not.toBe(b);
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
});
