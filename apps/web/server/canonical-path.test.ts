import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-path.ts";
import { sharedPage } from "./router-handler.ts";
import { isStaffPath } from "./staff-pages.ts";

const routeIds = new Set(["root", "routes/about"]);

describe("canonicalPath", () => {
  it("writes every spelling of a path one way", () => {
    for (const variant of ["/About", "/%61bout", "/about//", "//about", "/ABOUT/", "/a%62out"])
      expect(canonicalPath(variant)).toBe("/about");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/el/")).toBe("/el");
    expect(canonicalPath("/news/caf%c3%a9")).toBe("/news/caf%C3%A9");
  });

  it("is its own canonical form, keeps escaped ? and # in the path, and gives up on bad escapes", () => {
    for (const path of ["/news/caf%C3%A9", "/a%3Fb", "/a%23b", "/a%25b", "/a%5Bb%5D"])
      expect(canonicalPath(path)).toBe(path);
    expect(canonicalPath("/news/%E0%A4%A")).toBeNull();
  });
});

describe("staff paths after normalisation", () => {
  it("recognises the staff area however its path is written", () => {
    for (const variant of [
      "/STAFF/sign-in",
      "/%73taff/sign-in",
      "//staff/sign-in",
      "/Staff",
      "/staff.data",
      "/%53TAFF",
    ])
      expect(isStaffPath(variant)).toBe(true);
    expect(isStaffPath("/staffing")).toBe(false);
  });

  it("never shares a staff page or another spelling of a page", () => {
    for (const path of ["/STAFF/sign-in", "/%73taff/sign-in", "/About", "/about//", "/%61bout", "/about/"])
      expect(sharedPage(new Request(`http://site${path}`), routeIds)).toBeNull();
    expect(sharedPage(new Request("http://site/about"), routeIds)?.key).toBe("undecided /about");
  });
});
