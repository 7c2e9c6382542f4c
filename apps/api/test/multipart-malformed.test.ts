import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { buildTestApp, type TestApp, withKey } from "./helpers.ts";

// Regressions found by the fuzz drill (drills/fuzz.mjs, seed 20261123): malformed job
// applications are answered at once with a 400 and a message, never left waiting.
let app: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ seed: false }));
});
afterAll(async () => close());

const boundary = "----drill240838528";
const field = (name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const file = (name: string, bytes: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n${bytes}\r\n`;
/** A part that is not form-data: the parser skips it. */
const attachment = (bytes: string) =>
  `--${boundary}\r\nContent-Disposition: attachment\r\nContent-Type: application/pdf\r\n\r\n${bytes}\r\n`;
const end = `--${boundary}--\r\n`;
// Larger than the stream buffer of every supported Node release (16 KiB on 20, 64 KiB from 22 on).
const large = "x".repeat(70_000);

const cases: [string, string, string][] = [
  ["a large part that is not form-data", boundary, `${field("name", "Ada")}${attachment(large)}${end}`],
  [
    "a large part that is not form-data, first",
    boundary,
    `${attachment(large)}${field("name", "Ada")}${end}`,
  ],
  [
    "a large part that is not form-data after a file",
    boundary,
    `${file("cv", "%PDF-1.4")}${attachment(large)}${field("x", "y")}${end}`,
  ],
  ["a field, never terminated", boundary, field("name", "Ada")],
  ["a file, never terminated", boundary, file("cv", "%PDF-1.4")],
  ["a truncated final boundary", boundary, `${field("name", "Ada")}--${boundary}`],
  ["no parts, never terminated", boundary, ""],
  ["only the final boundary", boundary, end],
  ["parts under another boundary", `wrong${boundary}`, `${field("name", "Ada")}${file("cv", large)}${end}`],
  [
    "three files",
    boundary,
    `${file("cv", "%PDF")}${file("work_permit_file", "%PDF")}${file("cv", "%PDF")}${end}`,
  ],
];

describe("malformed multipart job applications", () => {
  it.each(cases)(
    "%s: a 400 with a message, at once",
    async (_, declared, body) => {
      const response = await app.inject({
        method: "POST",
        url: `${API_PREFIX}/job-requests`,
        headers: { ...withKey, "content-type": `multipart/form-data; boundary=${declared}` },
        payload: Buffer.from(body),
      });
      expect([400, 413, 422], response.body).toContain(response.statusCode);
      expect(response.json().message).toEqual(expect.any(String));
    },
    5_000,
  );

  it("a large part that is not form-data: the parse is refused as malformed", async () => {
    const response = await app.inject({
      method: "POST",
      url: `${API_PREFIX}/job-requests`,
      headers: { ...withKey, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(`${field("work_permit_file", "x")}${attachment(large)}${end}`),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/cut off or malformed/);
  }, 5_000);
});
