import { describe, expect, it } from "vitest";
import { withListState } from "./url-list-state.ts";

const NEWS_KEYS = ["sort", "brand", "page"] as const;

describe("withListState", () => {
  it("keeps an open modal and a campaign source while the list pages", () => {
    expect(withListState("?page=2&modal=newsletter&utm_source=mail", NEWS_KEYS, "?page=3")).toBe(
      "?modal=newsletter&utm_source=mail&page=3",
    );
  });

  it("drops list parameters the new state no longer has", () => {
    expect(withListState("?sort=brand&brand=4&page=2", NEWS_KEYS, "?sort=asc")).toBe("?sort=asc");
    expect(withListState("?brand=4&modal=newsletter", ["brand"], "")).toBe("?modal=newsletter");
  });

  it("answers an empty query string when nothing is left", () => {
    expect(withListState("?page=2", NEWS_KEYS, "")).toBe("");
  });
});
