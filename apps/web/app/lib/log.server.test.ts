import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createSiteLogger } from "./log.server.ts";

function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createSiteLogger("info", stream), text: () => lines.join("") };
}

/** An error shaped as Drizzle wraps a driver's: the query and its values in the message and fields. */
function driverError() {
  const cause = Object.assign(new Error('relation "enquiries" does not exist'), {
    code: "42P01",
    severity: "ERROR",
    detail: "Key (email)=(eleni@guest.test) already exists.",
    query: "insert into enquiries …",
    params: ["Eleni Georgiou", "eleni@guest.test"],
  });
  const error = new Error(
    'Failed query: insert into "enquiries" ("name", "email") values ($1, $2)\nparams: Eleni Georgiou,eleni@guest.test',
    { cause },
  );
  return Object.assign(error, { name: "DrizzleQueryError", params: ["Eleni Georgiou", "eleni@guest.test"] });
}

describe("the site's logger", () => {
  it("logs an error by type, code and frames, without the query, its values or the driver's detail", () => {
    const { log, text } = capturedLogger();
    log.error({ err: driverError() }, "form submission failed");
    const line = JSON.parse(text());
    expect(line).toMatchObject({ level: 50, msg: "form submission failed" });
    expect(line.err).toMatchObject({ type: "DrizzleQueryError", cause: { code: "42P01" } });
    expect(line.err.cause.message).toBe('relation "enquiries" does not exist');
    expect(line.err.stack).toMatch(/^\s+at /);
    for (const value of ["Eleni", "eleni@guest.test", "insert into", "Key (email)"])
      expect(text()).not.toContain(value);
  });

  it("redacts credentials, bodies and personal fields, and cuts the query string off a request", () => {
    const { log, text } = capturedLogger();
    log.warn(
      {
        req: {
          method: "GET",
          url: "/newsletter/unsubscribe?token=secret-token-123",
          headers: { cookie: "c=1" },
        },
        headers: { cookie: "__session=abc", "api-key": "a-production-key-0123456789" },
        body: { name: "Eleni Georgiou", notes: "a secret note" },
        visitor: { email: "eleni@guest.test", phone: "+357 99 000000" },
      },
      "refused",
    );
    const line = JSON.parse(text());
    expect(line.req).toEqual({ method: "GET", path: "/newsletter/unsubscribe" });
    for (const value of [
      "secret-token-123",
      "__session",
      "a-production-key",
      "Eleni",
      "a secret note",
      "+357",
    ]) {
      expect(text()).not.toContain(value);
    }
  });
});
