import { describe, expect, it } from "vitest";
import { visitorCacheControl } from "./page-answer.ts";
import { sharedPage } from "./router-handler.ts";

const routeIds = new Set(["root", "routes/news"]);

describe("sharedPage", () => {
  it("keys a page by the cookie choice and its normalised address, never by the Host", () => {
    const a = sharedPage(new Request("http://one.example/news?sort=brand&x=1"), routeIds);
    const b = sharedPage(
      new Request("http://two.example:81/news?y=2&sort=brand", {
        headers: { cookie: "RestaurantsCookiesConsent=true" },
      }),
      routeIds,
    );
    expect(a?.key).toBe("undecided /news?sort=brand");
    expect(b?.key).toBe("true /news?sort=brand");
  });

  it("shares nothing a visitor brings of their own: a campaign, a form's flash, a post", () => {
    expect(sharedPage(new Request("http://site/news?utm_source=x"), routeIds)).toBeNull();
    expect(
      sharedPage(new Request("http://site/about", { headers: { cookie: "form_flash=abc" } }), routeIds),
    ).toBeNull();
    expect(sharedPage(new Request("http://site/about", { method: "POST" }), routeIds)).toBeNull();
  });

  it("leaves route discovery to React Router: its answer depends on the paths and the build asked for", () => {
    const discovery = new Request("http://site/__manifest?paths=%2F%2C%2Fnews&version=abc123");
    expect(sharedPage(discovery, routeIds)).toBeNull();
  });
});

describe("visitorCacheControl", () => {
  it("makes an answer for one visitor private and unstored, keeping a route's public answer without a cookie", () => {
    expect(visitorCacheControl([])).toBe("private, no-store");
    expect(visitorCacheControl([["Cache-Control", "no-store"]])).toBe("private, no-store");
    expect(visitorCacheControl([["Set-Cookie", "utm_source=x"]])).toBe("private, no-store");
    expect(visitorCacheControl([["cache-control", "public, max-age=900"]])).toBeNull();
    expect(
      visitorCacheControl([
        ["cache-control", "public, max-age=900"],
        ["set-cookie", "a=b"],
      ]),
    ).toBe("private, no-store");
  });
});
