import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { buildTestApp, type TestApp, withKey } from "./helpers.ts";

// Regressions found by the fuzz drill (drills/fuzz.mjs): input the database refuses is the
// client's error, answered with a message.
let app: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => close());

describe("input the database cannot store", () => {
  it.each(["website-menu?url=%00", "news-meta?url=a%00b", "news-item?url=a%00b", "event?url=a%00b"])(
    "GET %s is a 400 with a message, not a 500",
    async (path) => {
      const response = await app.inject({ method: "GET", url: `${API_PREFIX}/${path}`, headers: withKey });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/^Invalid request/);
    },
  );
});
