import { describe, expect, it } from "vitest";
import { FLASH_COOKIE, flashCookie, takeFormFlash } from "./form-flash.server.ts";

const request = (cookie?: string, url = "http://localhost/") =>
  new Request(url, { headers: cookie ? { cookie } : {} });

function cookieValue(setCookie: string): string {
  return setCookie.split(";")[0]!;
}

describe("form flash cookie", () => {
  const flash = {
    form: "catering",
    ok: false,
    message: null,
    result: {
      status: "error" as const,
      initialValue: { name: "Eleni" },
      error: { email: ["E-mail is required"] },
    },
  };

  it("round-trips the outcome and what was typed, signed, HttpOnly and short-lived", async () => {
    const set = await flashCookie(request(), flash);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/Max-Age=120/);
    expect(set).not.toMatch(/Secure/);
    const { flash: read, clear } = await takeFormFlash(request(cookieValue(set)));
    expect(read).toEqual(flash);
    expect(clear).toMatch(new RegExp(`^${FLASH_COOKIE}=; .*Expires=Thu, 01 Jan 1970`));
  });

  it("is Secure over HTTPS", async () => {
    expect(await flashCookie(request(undefined, "https://site.example/"), flash)).toMatch(/; Secure/);
  });

  it("drops long free text rather than overflow a cookie", async () => {
    const long = {
      ...flash,
      result: { ...flash.result, initialValue: { name: "Eleni", notes: "x".repeat(6000) } },
    };
    const set = await flashCookie(request(), long);
    expect(set.length).toBeLessThan(4000);
    const read = await takeFormFlash(request(cookieValue(set)));
    expect(read.flash?.result.initialValue).toEqual({ name: "Eleni" });
  });

  it("stays under 4 kB whatever was posted, and keeps the sentence under the form", async () => {
    // What Conform replies to a form of many short fields: each one in what was typed and in
    // its per-field state. The cookie used to carry all of it (346 kB for 30,000 fields).
    for (const count of [60, 5_000]) {
      const names = Array.from({ length: count }, (_, i) => `f${i}`);
      const posted = Object.fromEntries(names.map((name) => [name, "abcdefghijklmnopqrstu"]));
      const huge = {
        form: "catering",
        ok: false,
        message: "x".repeat(20_000),
        result: {
          status: "error" as const,
          initialValue: posted,
          state: { validated: Object.fromEntries(names.map((name) => [name, true])) },
          error: { ...Object.fromEntries(names.map((name) => [name, ["Unknown field"]])), "": ["Too many"] },
        },
      };
      for (const flash of [huge, { ...huge, message: "The form has too many fields." }]) {
        const set = await flashCookie(request(), flash);
        expect(set.length).toBeLessThan(4096);
        const read = (await takeFormFlash(request(cookieValue(set)))).flash;
        expect(read?.message?.slice(0, 20)).toBe(flash.message.slice(0, 20));
        expect(read?.result.error?.[""]).toEqual(["Too many"]);
      }
    }
  });

  it("ignores a forged or broken cookie but still clears it", async () => {
    // What the cookie held before it was signed: readable JSON anyone could have written.
    const unsigned = Buffer.from(JSON.stringify({ __flash_formFlash__: flash })).toString("base64");
    const signed = decodeURIComponent(
      cookieValue(await flashCookie(request(), flash))
        .split("=")
        .slice(1)
        .join("="),
    );
    // Its last four characters changed (the signature's end), whatever they were.
    const tampered = encodeURIComponent(`${signed.slice(0, -4)}${signed.endsWith("AAAA") ? "BBBB" : "AAAA"}`);
    // Not valid percent-encoding at all: it cannot be read, but it is still cleared.
    const undecodable = "%E0%A4%A";
    for (const forged of ["not-base64-json", unsigned, tampered, undecodable]) {
      const { flash: read, clear } = await takeFormFlash(request(`${FLASH_COOKIE}=${forged}`));
      expect(read).toBeNull();
      expect(clear).not.toBeNull();
    }
    expect(await takeFormFlash(request())).toEqual({ flash: null, clear: null });
  });
});
