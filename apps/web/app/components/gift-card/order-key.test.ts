import { afterEach, describe, expect, it, vi } from "vitest";
import { newOrderKey } from "./order-key.ts";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("order keys made in the browser", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("are random UUIDs, a new one each time", () => {
    const keys = new Set(Array.from({ length: 100 }, newOrderKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it("are still random UUIDs on a plain-http address, where randomUUID is missing", () => {
    vi.stubGlobal("crypto", { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const keys = new Set(Array.from({ length: 100 }, newOrderKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});
