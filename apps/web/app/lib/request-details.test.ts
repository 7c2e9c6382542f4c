import { describe, expect, it } from "vitest";
import { requestDetails, routerContext } from "./request-details.ts";

describe("request details in React Router's context", () => {
  it("are found by another copy of the module, as the app's build reads what the site's server set", async () => {
    // The site's server and the app are bundled apart: each has its own copy of this module.
    const otherCopy = (await import(
      /* @vite-ignore */ `./request-details.ts?copy=${Date.now()}`
    )) as typeof import("./request-details.ts");
    expect(otherCopy.requestDetails).not.toBe(requestDetails);

    const context = routerContext({ nonce: "abc", clientAddress: "192.0.2.1" });
    expect(otherCopy.requestDetails(context)).toEqual({ nonce: "abc", clientAddress: "192.0.2.1" });
  });

  it("are empty under the dev server, which renders with an empty context", async () => {
    const { RouterContextProvider } = await import("react-router");
    expect(requestDetails(new RouterContextProvider())).toEqual({ nonce: "" });
  });
});
