import { CONSENT_COOKIE_NAME, UTM_COOKIE_NAME } from "@thalassa/contract/constants";
import { describe, expect, it } from "vitest";
import {
  consentCookie,
  consentVisitorId,
  hasCookie,
  readConsent,
  readCookie,
  utmCookieFromUrl,
} from "./cookies.server.ts";

const request = (cookie: string, url = "http://localhost/") => new Request(url, { headers: { cookie } });

describe("the site's cookies", () => {
  it("reads one cookie among others, decoded, and the first of two with one name", () => {
    const req = request(`a=1; ${CONSENT_COOKIE_NAME}=true;b=x%20y; a=2`);
    expect(readConsent(req)).toBe("true");
    expect(readCookie(req, "b")).toBe("x y");
    expect(readCookie(req, "a")).toBe("1");
    expect(readCookie(req, "missing")).toBeNull();
    expect(readCookie(new Request("http://localhost/"), "a")).toBeNull();
  });

  it("reads a value that is not valid percent-encoding as none, yet knows the cookie is there", () => {
    const req = request("broken=%zz");
    expect(readCookie(req, "broken")).toBeNull();
    expect(hasCookie(req, "broken")).toBe(true);
    expect(readConsent(request(`${CONSENT_COOKIE_NAME}=maybe`))).toBeNull();
  });

  it("writes cookies for the whole site, Lax, Secure only over HTTPS, the value encoded", () => {
    expect(consentCookie(request(""), true)).toMatch(
      new RegExp(`^${CONSENT_COOKIE_NAME}=true; Max-Age=\\d+; Path=/; SameSite=Lax$`),
    );
    expect(consentCookie(request("", "https://example.com/"), false)).toContain("; Secure");
    const utm = utmCookieFromUrl(request("", `http://localhost/?${UTM_COOKIE_NAME}=spring%20mail`));
    expect(utm).toMatch(new RegExp(`^${UTM_COOKIE_NAME}=spring%20mail; Max-Age=\\d+; Path=/; SameSite=Lax$`));
  });
});

describe("the consent log's visitor id", () => {
  const withCookie = (cookie?: string) =>
    new Request("https://site.test/consent", cookie ? { headers: { cookie } } : {});

  it("keeps the id the browser has, and gives a browser without one (or with a broken one) a new one", () => {
    const kept = consentVisitorId(withCookie("consent_id=abcdefghijklmnop1234"));
    expect(kept).toEqual({ id: "abcdefghijklmnop1234", setCookie: null });
    for (const request of [
      withCookie(),
      withCookie("consent_id=short"),
      withCookie("consent_id=%3Cscript%3E"),
    ]) {
      const fresh = consentVisitorId(request);
      expect(fresh.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(fresh.setCookie).toMatch(
        new RegExp(`^consent_id=${fresh.id}; Max-Age=15552000; Path=/; Secure; SameSite=Lax$`),
      );
    }
    expect(consentVisitorId(withCookie()).id).not.toBe(consentVisitorId(withCookie()).id);
  });
});
