import { newsletterSchema } from "@thalassa/contract/submissions";
import { describe, expect, it } from "vitest";
import { FORM_UNREADABLE, submitForm } from "./form-action.server.ts";

// Regressions found by the fuzz drill (drills/fuzz.mjs, seed 20261123): a body that is not a
// readable form is the sender's error, answered with a 400 and a sentence, never a 500.
const unreadable: [string, string, string][] = [
  ["JSON with lone surrogates", "application/json", '{"name":"\\u0000\\ud800\\u0000\\ud800"}'],
  ["JSON with an unknown charset", "application/json; charset=nope", '{"name":"x"}'],
  ["multipart with an unclosed quoted boundary", 'multipart/form-data; boundary="bbbbbbbbb', ""],
  [
    "multipart under another boundary",
    "multipart/form-data; boundary=wrong----drill543820166",
    '------drill543820166\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n------drill543820166--\r\n',
  ],
];

describe("submitForm with a body that is not a form", () => {
  it.each(unreadable)("%s: a 400 with a message", async (_, contentType, body) => {
    const request = new Request("http://localhost/forms/newsletter", {
      method: "POST",
      headers: { "Content-Type": contentType },
      body,
    });
    const response = await submitForm({
      request,
      form: "newsletter",
      schema: newsletterSchema,
      apiPath: "newsletter-subscription",
    });
    expect(response).toBeInstanceOf(Response);
    const answer = response as Response;
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe(FORM_UNREADABLE);
  });
});
