import { describe, expect, it } from "vitest";
import { setSettingsOnly } from "./settings-source.ts";

describe("setSettingsOnly", () => {
  it("leaves out empty and missing settings and keeps every other value as it is", () => {
    expect(
      setSettingsOnly({ METRICS_TOKEN: "", SITE_WORKERS: undefined, API_KEY: " k ", PORT: "0" }),
    ).toEqual({
      API_KEY: " k ",
      PORT: "0",
    });
  });
});
