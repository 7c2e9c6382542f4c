import { describe, expect, it } from "vitest";
import { FORM_UNREADABLE } from "../../lib/form-action.server.ts";
import { routerContext } from "../../lib/request-details.ts";
import { action as acceptInvite } from "./accept-invite.tsx";
import { action as signIn } from "./sign-in.tsx";
import { STAFF_FORM_LIMITS } from "./staff-form.server.ts";

/** The route action as React Router calls it, with the given body and content type. */
function post(path: string, body: BodyInit, contentType: string) {
  const request = new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "content-type": contentType },
    body,
  });
  return { request, context: routerContext({ nonce: "", clientAddress: "" }), params: {} } as never;
}

/** What React Router sends for an action's `data(...)`: its status and body. */
async function answer(result: Promise<unknown>) {
  const value = (await result) as { data: { message: string }; init: { status: number } };
  return { status: value.init.status, message: value.data.message };
}

const routes = [
  ["/staff/sign-in", signIn],
  ["/staff/accept-invite", acceptInvite],
] as const;

describe.each(routes)("POST %s", (path, action) => {
  it("answers 400 with a sentence to a body that is not a form", async () => {
    for (const [body, type] of [
      ['{"email":"owner@example.com","password":"x"}', "application/json"],
      ["email=owner@example.com", "text/plain"],
      ["--x\r\ngarbage", "multipart/form-data; boundary=x"],
    ]) {
      expect(await answer(action(post(path, body as string, type as string))), type).toEqual({
        status: 400,
        message: FORM_UNREADABLE,
      });
    }
  });

  it("answers 413 with a sentence to a 9 MB body", async () => {
    const body = `email=a%40example.com&password=${"x".repeat(9 * 1024 * 1024)}`;
    expect(await answer(action(post(path, body, "application/x-www-form-urlencoded")))).toEqual({
      status: 413,
      message: STAFF_FORM_LIMITS.tooLargeMessage,
    });
  });

  it("answers 413 to more fields than the form has, and 400 to nested field names", async () => {
    const many = Array.from({ length: 100 }, (_, i) => `f${i}=1`).join("&");
    expect((await answer(action(post(path, many, "application/x-www-form-urlencoded")))).status).toBe(413);
    const nested = await answer(action(post(path, "junk[3000000]=1", "application/x-www-form-urlencoded")));
    expect(nested.status).toBe(400);
    expect(nested.message).toContain("junk[3000000]");
  });
});
