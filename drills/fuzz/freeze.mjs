// The freeze shapes of the fuzz drill (issue 14, reproduction 2) and how their answers are judged.

/** A refusal of a freeze shape must come at once: before the limits these held the site for seconds to minutes. */
const FREEZE_ANSWER_MS = 4_000;

/**
 * Tiny bodies whose field names or field count made the site build huge objects before
 * validation (a 40-byte `junk[3000000]`, 14,000 and 40,000 repeated fields), sent to every form
 * action, urlencoded and (for multipart forms) multipart; and the 8 MB JSON body the API must
 * answer with a 413 rather than a reset. Each must be refused (4xx, explained) within
 * FREEZE_ANSWER_MS.
 */
export function freezePlan(targets) {
  const category = "freeze: nested names, many fields, 8 MB JSON";
  const sameOrigin = [
    ["Origin", targets.siteOrigin],
    ["Sec-Fetch-Site", "same-origin"],
  ];
  const urlencoded = [
    "email=a%40b.c&junk%5B3000000%5D=x",
    `email=a%40b.c${"&f=1".repeat(14_000)}`,
    `email=a%40b.c${"&f=1".repeat(40_000)}`,
  ];
  const boundary = "----drillfreeze7MA4YWxkTrZu0gW";
  const part = (name, value) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const multipart = [
    `${part("email", "a@b.c")}${part("junk[3000000]", "x")}--${boundary}--\r\n`,
    `${part("email", "a@b.c")}${part("f", "1").repeat(14_000)}--${boundary}--\r\n`,
  ];
  const plan = [];
  for (const form of targets.forms) {
    for (const body of urlencoded)
      plan.push({
        category,
        target: "web",
        method: "POST",
        path: form.action,
        headers: [...sameOrigin, ["Content-Type", "application/x-www-form-urlencoded"]],
        body: Buffer.from(body),
        expect: "refused-fast",
      });
    if (form.enctype !== "multipart/form-data") continue;
    for (const body of multipart)
      plan.push({
        category,
        target: "web",
        method: "POST",
        path: form.action,
        headers: [...sameOrigin, ["Content-Type", `multipart/form-data; boundary=${boundary}`]],
        body: Buffer.from(body),
        expect: "refused-fast",
      });
  }
  plan.push({
    category,
    target: "api",
    method: "POST",
    path: "/api/v1/gift-card",
    headers: [
      ["api-key", targets.apiKey],
      ["Content-Type", "application/json"],
    ],
    body: Buffer.concat([Buffer.from('{"name":"'), Buffer.alloc(8 * 1024 * 1024, "a"), Buffer.from('"}')]),
    expect: "refused-fast",
    status: 413,
  });
  return plan;
}

/** What a freeze shape's answer lacks, or null: a 4xx (the stated one, if any), in time. */
export function judgeFreeze(spec, response) {
  if (spec.expect !== "refused-fast" || response.error) return null;
  if (spec.status && response.status !== spec.status)
    return `answered ${response.status}, not ${spec.status}`;
  if (response.status < 400 || response.status >= 500) return `not refused (${response.status})`;
  if (response.ms > FREEZE_ANSWER_MS)
    return `answered after ${response.ms} ms (limit ${FREEZE_ANSWER_MS} ms)`;
  return null;
}
