import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { websites } from "../src/db/schema.ts";
import { buildTestApp, TEST_API_KEY, type TestApp, withKey } from "./helpers.ts";

const TTL_MS = 400;
let app: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ contentCacheMs: TTL_MS }));
});
afterAll(() => close());

const get = (url: string, headers: Record<string, string> = withKey) =>
  app.inject({ method: "GET", url, headers });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("content read cache", () => {
  it("answers a repeated read from memory until it is stale, then reads the database again", async () => {
    const first = await get("/api/v1/website/2");
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-content-cache"]).toBeUndefined();
    await app.db.update(websites).set({ name: "Renamed in the CMS" }).where(eq(websites.id, 2));

    const second = await get("/api/v1/website/2");
    expect(second.headers["x-content-cache"]).toBe("hit");
    expect(second.json()).toEqual(first.json());
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);

    await sleep(TTL_MS + 50);
    const third = await get("/api/v1/website/2");
    expect(third.headers["x-content-cache"]).toBeUndefined();
    expect(third.json().data.name).toBe("Renamed in the CMS");
  });

  it("still checks the api-key before answering from memory", async () => {
    await get("/api/v1/websites");
    expect((await get("/api/v1/websites")).headers["x-content-cache"]).toBe("hit");
    const anonymous = await get("/api/v1/websites", {});
    expect(anonymous.statusCode).toBe(401);
    const wrong = await get("/api/v1/websites", { "api-key": `${TEST_API_KEY}x` });
    expect(wrong.statusCode).toBe(401);
  });

  it("keeps neither errors nor anything but content reads", async () => {
    expect((await get("/api/v1/website-menu/no-such-menu")).statusCode).toBe(404);
    expect((await get("/api/v1/website-menu/no-such-menu")).headers["x-content-cache"]).toBeUndefined();
    // A 200 outside the content routes (the gift card status, the OpenAPI document) is never kept.
    expect((await get("/api/v1/openapi.json")).statusCode).toBe(200);
    expect((await get("/api/v1/openapi.json")).headers["x-content-cache"]).toBeUndefined();
    await get("/api/v1/gift-card/status?orderId=nope");
    expect((await get("/api/v1/gift-card/status?orderId=nope")).headers["x-content-cache"]).toBeUndefined();
  });
});
