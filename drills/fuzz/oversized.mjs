// Oversized bodies for the fuzz drill: 8 MB of JSON and 400,000 nested arrays to the API,
// 24 MB urlencoded and multipart bodies and a 50 MB Content-Length to a form action.
import { concretePath } from "../lib/discover.mjs";
import { deepJson } from "./hostile-input.mjs";

/** Oversized bodies: refused early, memory stays put. */
export function oversizedPlan(targets) {
  const formAction = targets.forms[0]?.action ?? "/consent";
  const sameOrigin = [
    ["Origin", targets.siteOrigin],
    ["Sec-Fetch-Site", "same-origin"],
  ];
  const apiPost = targets.submissions[0]
    ? concretePath(targets.submissions[0].route, { id: "1" })
    : "/api/v1/websites";
  const big = (mib, fill) => Buffer.alloc(mib * 1024 * 1024, fill);
  const toApi = (body) => ({
    category: "oversized",
    target: "api",
    method: "POST",
    path: apiPost,
    headers: [
      ["api-key", targets.apiKey],
      ["Content-Type", "application/json"],
    ],
    body,
  });
  const toForm = (contentType, body, extra = {}) => ({
    category: "oversized",
    target: "web",
    method: "POST",
    path: formAction,
    headers: [...sameOrigin, ["Content-Type", contentType]],
    body,
    ...extra,
  });
  return [
    toApi(Buffer.concat([Buffer.from('{"name":"'), big(8, "a"), Buffer.from('"}')])),
    toApi(Buffer.from(deepJson(400_000, "array"))),
    toForm("application/x-www-form-urlencoded", Buffer.concat([Buffer.from("consent="), big(24, "a")])),
    toForm(
      "multipart/form-data; boundary=x",
      Buffer.concat([
        Buffer.from('--x\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n\r\n'),
        big(24, 1),
        Buffer.from("\r\n--x--\r\n"),
      ]),
    ),
    // Announces 50 MB and sends nothing: the Content-Length alone must be refused.
    toForm("application/x-www-form-urlencoded", Buffer.alloc(0), { contentLength: 50 * 1024 * 1024 }),
  ];
}
