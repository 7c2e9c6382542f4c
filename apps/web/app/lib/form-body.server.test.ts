import { describe, expect, it } from "vitest";
import { FORM_BODY_LIMITS, FORM_TOO_LARGE, readFormBody } from "./form-body.server.ts";

const urlencoded = (body: string) =>
  new Request("http://localhost/forms/newsletter", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });

/** A browser-like boundary: one that appears in no value. */
const BOUNDARY = "----formdata7MA4YWxkTrZu0gW";

const multipart = (parts: [string, string][]) =>
  new Request("http://localhost/forms/job-application", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: `${parts.map(([n, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`).join("")}--${BOUNDARY}--\r\n`,
  });

describe("readFormBody", () => {
  it("reads the site's own forms: flat names, a repeated radio name, plain text", async () => {
    const read = await readFormBody(
      urlencoded("email=a%40b.c&work_authorized=yes&work_authorized=no&return_to=%2F&_enhanced=1"),
    );
    expect(read?.ok).toBe(true);
    if (!read?.ok) return;
    expect(read.form.get("email")).toBe("a@b.c");
    expect(read.form.getAll("work_authorized")).toEqual(["yes", "no"]);
  });

  it.each([
    ["an array index", "email=a%40b.c&junk%5B3000000%5D=x", 'The field name "junk[3000000]" is not accepted'],
    ["a path", "a.b.c=1", 'The field name "a.b.c" is not accepted'],
    ["a prototype name", "__proto__=1", 'The field name "__proto__" is not accepted'],
    ["a name past 100 characters", `${"n".repeat(101)}=1`, "A field name is too long"],
  ])("refuses %s with a 400 that says so", async (_, body, message) => {
    const read = await readFormBody(urlencoded(body));
    expect(read).toMatchObject({ ok: false, status: 400 });
    expect(read?.ok === false && read.message).toContain(message);
  });

  it("refuses too many fields with a 413, counted before anything is decoded", async () => {
    for (const count of [FORM_BODY_LIMITS.maxFields + 1, 40_000]) {
      const read = await readFormBody(urlencoded("f=1&".repeat(count)));
      expect(read).toMatchObject({
        ok: false,
        status: 413,
        message: "The form has too many fields: at most 64 can be sent.",
      });
    }
    const atLimit = await readFormBody(urlencoded("f=1&".repeat(FORM_BODY_LIMITS.maxFields)));
    expect(atLimit?.ok).toBe(true);
  });

  it("refuses a text value past the limit with a 413 naming the field", async () => {
    const read = await readFormBody(urlencoded(`message=${"x".repeat(10_001)}`));
    expect(read).toMatchObject({ ok: false, status: 413 });
    expect(read?.ok === false && read.message).toBe(
      'The field "message" is too long: at most 10,000 characters.',
    );
  });

  it("refuses a body past maxBytes without keeping it", async () => {
    const read = await readFormBody(urlencoded(`a=${"x".repeat(2_000)}`), {
      ...FORM_BODY_LIMITS,
      maxBytes: 1_000,
    });
    expect(read).toEqual({ ok: false, status: 413, message: FORM_TOO_LARGE, enhanced: null });
  });

  it("applies the same limits to multipart forms, and tells whether the page's script sent it", async () => {
    const nested = await readFormBody(
      multipart([
        ["_enhanced", "1"],
        ["a[0]", "x"],
      ]),
    );
    expect(nested).toMatchObject({ ok: false, status: 400, enhanced: true });
    const many = await readFormBody(multipart(Array.from({ length: 500 }, () => ["f", "1"])));
    expect(many).toMatchObject({ ok: false, status: 413, enhanced: false });
    const fine = await readFormBody(multipart([["email", "a@b.c"]]));
    expect(fine?.ok && fine.form.get("email")).toBe("a@b.c");
  });

  it("answers null for bodies that are not forms", async () => {
    const json = new Request("http://localhost/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(await readFormBody(json)).toBeNull();
    const wrongBoundary = new Request("http://localhost/", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=other" },
      body: "--b\r\nnot a part",
    });
    expect(await readFormBody(wrongBoundary)).toBeNull();
  });
});
