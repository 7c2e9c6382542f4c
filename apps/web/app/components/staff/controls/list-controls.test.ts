import { describe, expect, it } from "vitest";
import { apiListQuery, filterQuery, listStateOf } from "./list-controls.tsx";

describe("a staff list's state in the address", () => {
  it("reads the range of days, drops what is not a day, and passes it to the API", () => {
    const state = listStateOf(
      new URL("https://site.test/staff/inbox/catering?from=2026-11-01&to=soon&page=3"),
    );
    expect(state).toMatchObject({ from: "2026-11-01", to: "", page: 3 });
    expect(new URLSearchParams(apiListQuery(state)).get("from")).toBe("2026-11-01");
    expect(new URLSearchParams(apiListQuery(state)).has("to")).toBe(false);
  });

  it("keeps the filters but not the page for a link to the whole filtered set", () => {
    const state = listStateOf(
      new URL("https://site.test/x?q=halloumi&status=handled&brand=4&from=2026-11-01&to=2026-11-30&page=2"),
    );
    expect(filterQuery(state)).toBe(
      "sort=newest&q=halloumi&status=handled&brand=4&from=2026-11-01&to=2026-11-30",
    );
  });
});
