import { loadErrorMessage } from "@thalassa/contract/messages";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error.ts";
import { loadErrorText } from "./load-error.ts";

describe("the article's load error (SPEC §8 'Error: {message}')", () => {
  it("names the HTTP layer status, never the API's address", () => {
    const text = loadErrorMessage(
      loadErrorText(new ApiError("FETCH_ERROR", "http://api.internal:4000/posts: refused")),
    );
    expect(text).toBe("Error: the news could not be reached (FETCH_ERROR)");
    expect(loadErrorText(new ApiError("TIMEOUT_ERROR", "x"))).toContain("TIMEOUT_ERROR");
    expect(loadErrorText(new ApiError("PARSING_ERROR", "x"))).toContain("PARSING_ERROR");
    expect(loadErrorText(new ApiError(503, "Service Unavailable"))).toBe(
      "the news could not be loaded (503)",
    );
    expect(loadErrorText(new Error("boom"))).not.toContain("boom");
  });
});
