// drill:fuzz, mail-relay block (issue 14, docs/decisions/0017-visitor-mail.md): the submission
// routes must never let a visitor aim the group's mail at someone else. Every route gets address
// lists and header-injection strings in its e-mail field (each must be refused with a message) and
// line breaks, header lines and links in its text fields (refused with a message, or accepted);
// then every mail the API wrote to its outbox is read: one recipient each, no injected header or
// line, and the visitor's own confirmation carries none of what the visitor typed.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { acceptedSubmissions, concretePath, isPaymentRoute, submissionTargets } from "./discover.mjs";
import { hasClearMessage } from "./raw-http.mjs";
import { sleep } from "./stack.mjs";
import { pdfFile, publishedJobId, uploadForm } from "./uploads.mjs";

const EVIL = "evil.example";
/** Addresses typed by this block: each accepted submission gets its own, to find its mail. */
const TYPED_DOMAIN = "relay-drill.example";
/** Words of the hostile text; none may reach the mail to the typed address. */
const MARKERS = [EVIL, "Second line", "hijacked", "X-Injected"];

/** E-mail field values that are not one plain address: each must be refused. */
function notOneAddress(typed) {
  return [
    `${typed},x@${EVIL}`,
    `${typed};x@${EVIL}`,
    `${typed} x@${EVIL}`,
    `"Ada" <${typed}>, x@${EVIL}`,
    `Ada <${typed}>`,
    `<${typed}>`,
    `${typed}\r\nBcc: x@${EVIL}`,
    `${typed}\nCc: x@${EVIL}`,
    `${typed}\r\n\r\nSecond line`,
    `${typed}%0d%0aBcc:x@${EVIL}`,
    `x%${EVIL}@${TYPED_DOMAIN}`,
    `${typed}\u0000@${EVIL}`,
  ];
}

/** Text field values that try to add a header or a line, or to carry a link to the visitor. */
const HOSTILE_TEXT = [
  `Ada\r\nBcc: x@${EVIL}`,
  "Ada\nSecond line",
  "Ada\r\n\r\nX-Injected: yes",
  "Ada\rSubject: hijacked",
  "Ada\u2028Second line",
  `Ada\u0085Cc: x@${EVIL}`,
  `Claim your prize at https://${EVIL}/win`,
];

/** Fields a visitor writes free text into (names, notes, phone, tracking source). */
const TEXT_FIELD = /name|notes|message|occasion|location|phone|utm/;

/* ---------- reading the outbox ---------- */

/** Headers (unfolded, by lower-case name, every occurrence) and the raw body of one MIME entity. */
function splitEntity(raw) {
  const text = raw.replace(/\r\n/g, "\n");
  const end = text.indexOf("\n\n");
  const head = end < 0 ? text : text.slice(0, end);
  const body = end < 0 ? "" : text.slice(end + 2);
  const headers = [];
  for (const line of head.split("\n")) {
    if (/^[ \t]/.test(line) && headers.length) headers[headers.length - 1][1] += ` ${line.trim()}`;
    else {
      const colon = line.indexOf(":");
      headers.push([colon < 0 ? line : line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  return { headers, body };
}

const headerValue = (headers, name) => headers.find(([n]) => n === name)?.[1] ?? "";

/** The decoded text of every text part of a mail (quoted-printable, base64, multipart). */
function textParts(raw) {
  const { headers, body } = splitEntity(raw);
  const type = headerValue(headers, "content-type");
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => textParts(part.replace(/^\n/, "")));
  }
  if (type && !/^text\//i.test(type)) return [];
  const encoding = headerValue(headers, "content-transfer-encoding").toLowerCase();
  if (encoding === "base64") return [Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")];
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\n/g, "")
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
    return [Buffer.from(bytes, "latin1").toString("utf8")];
  }
  return [body];
}

/** What is wrong with one .eml file: more than one recipient, injected headers or lines. */
function mailProblems(name, raw) {
  const { headers } = splitEntity(raw);
  const problems = [];
  const to = headers.filter(([n]) => n === "to").map(([, v]) => v);
  const recipients = to.flatMap((v) => v.split(/[,;]/)).filter((v) => v.trim());
  if (to.length !== 1 || recipients.length !== 1 || /[<>"\s]/.test(recipients[0]?.trim() ?? ""))
    problems.push(`${name}: To is not one plain address (${JSON.stringify(to)})`);
  for (const [n, v] of headers) {
    if (["cc", "bcc", "x-injected"].includes(n)) problems.push(`${name}: injected header ${n}: ${v}`);
    if (["to", "cc", "bcc", "reply-to"].includes(n) && v.includes(EVIL))
      problems.push(`${name}: ${n} names ${EVIL}`);
  }
  if (headers.filter(([n]) => n === "subject").length !== 1)
    problems.push(`${name}: not exactly one Subject`);
  for (const text of textParts(raw)) {
    for (const line of text.split(/\r\n|\n|\r/)) {
      if (/^(bcc|cc|subject|x-injected):/i.test(line) || /^Second line/.test(line))
        problems.push(`${name}: a visitor's text made its own line ${JSON.stringify(line.slice(0, 60))}`);
    }
  }
  return problems;
}

function readOutbox(outboxDir) {
  let files = [];
  try {
    files = readdirSync(outboxDir).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(outboxDir, file), "utf8");
    const to = headerValue(splitEntity(raw).headers, "to").toLowerCase();
    return { file, raw, to };
  });
}

/* ---------- sending ---------- */

async function post(apiOrigin, route, apiKey, body) {
  const multipart = body instanceof FormData;
  const response = await fetch(`${apiOrigin}${concretePath(route, { id: "1" })}`, {
    method: "POST",
    headers: { "api-key": apiKey, ...(multipart ? {} : { "content-type": "application/json" }) },
    body: multipart ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text,
    headers: { "content-type": response.headers.get("content-type") },
  };
}

/**
 * Runs the block against a started stack whose API delivers mail to `outboxDir` (MAIL_POLL_MS > 0).
 * Records its checks in `report` under "mail relay: …".
 */
export async function mailRelayDrill({
  report,
  apiOrigin,
  apiUrl,
  apiKey,
  routes,
  kit,
  websiteIds,
  outboxDir,
}) {
  report.section("Mail relay: address lists and header injection in every submission route");
  // Visitors' submissions only: the staff routes need a signed-in owner to send a mail (an
  // invitation), and accepting one sends none; apps/api/test/staff-*.test.ts cover them.
  routes = routes.filter((route) => !route.template.includes("/staff/"));
  const samples = kit.submissionSamples();
  const jsonTargets = await acceptedSubmissions({
    report,
    label: "mail relay: ",
    apiOrigin,
    apiKey,
    routes,
    samples,
    websiteIds,
    withIdempotencyKey: kit.withIdempotencyKey,
  });
  const others = submissionTargets(routes, samples).filter((t) => t.multipart || isPaymentRoute(t.route));
  const targets = [...jsonTargets, ...others];
  if (!targets.length) {
    report.uncovered("mail relay", "no submission route found in the OpenAPI document");
    return;
  }
  const jobId = await publishedJobId(apiUrl, apiKey);
  let n = 0;
  const typedAddress = () => `relay-${Date.now().toString(36)}-${n++}@${TYPED_DOMAIN}`;
  const bodyFor = (target, fields) => {
    const payload = kit.withIdempotencyKey({ ...target.sample.payload, ...fields });
    if (!target.multipart) return payload;
    return uploadForm({
      payload,
      fileFields: target.sample.fileFields,
      jobId,
      fileFor: () => pdfFile(),
    });
  };

  const unrefused = [];
  const unexplained = [];
  /** Typed address → what was sent, for the submissions the API accepted (and mails about). */
  const accepted = new Map();
  let sent = 0;
  for (const target of targets) {
    const label = `${target.route.template} (${target.sample.schema})`;
    for (const email of notOneAddress(typedAddress())) {
      const answer = await post(apiOrigin, target.route, apiKey, bodyFor(target, { email }));
      sent++;
      let fieldMessage = "";
      try {
        fieldMessage = JSON.parse(answer.body)?.errors?.email?.[0] ?? "";
      } catch {}
      // A NUL byte may be refused earlier (400 with its own message); every other shape by the field.
      const refused = answer.status === 422 ? fieldMessage.length >= 5 : answer.status === 400;
      if (!refused || !hasClearMessage(answer))
        unrefused.push(
          `${label} email ${JSON.stringify(email)} → ${answer.status} ${answer.body.slice(0, 120)}`,
        );
    }
    const textFields = Object.keys(target.sample.payload).filter((k) => TEXT_FIELD.test(k));
    for (const text of HOSTILE_TEXT) {
      const typed = typedAddress();
      const fields = Object.fromEntries(textFields.map((k) => [k, text]));
      const answer = await post(
        apiOrigin,
        target.route,
        apiKey,
        bodyFor(target, { ...fields, email: typed }),
      );
      sent++;
      if (answer.status >= 200 && answer.status < 300) {
        // Gift cards are mailed once paid; an unpaid order sends nothing.
        if (!isPaymentRoute(target.route)) accepted.set(typed, `${label} with ${JSON.stringify(text)}`);
      } else if (answer.status >= 500 || !hasClearMessage(answer)) {
        unexplained.push(
          `${label} text ${JSON.stringify(text)} → ${answer.status} ${answer.body.slice(0, 120)}`,
        );
      }
    }
  }
  report.check(
    `mail relay: ${targets.length} routes × ${notOneAddress("x").length} address lists and injections refused with the field's message`,
    unrefused.length === 0,
    unrefused.slice(0, 8).join("\n    "),
  );
  report.check(
    "mail relay: hostile text fields accepted, or refused with a message (never a 5xx)",
    unexplained.length === 0,
    unexplained.slice(0, 8).join("\n    "),
  );

  // Wait for the API's mail worker to write the accepted submissions' mails.
  const deadline = Date.now() + 120_000;
  let mails = readOutbox(outboxDir);
  const missing = () => [...accepted.keys()].filter((typed) => !mails.some((m) => m.to === typed));
  while (missing().length && Date.now() < deadline) {
    await sleep(500);
    mails = readOutbox(outboxDir);
  }
  report.check(
    `mail relay: each of the ${accepted.size} accepted submissions mailed its one typed address`,
    missing().length === 0,
    missing()
      .slice(0, 8)
      .map((typed) => `no mail to ${typed} (${accepted.get(typed)})`)
      .join("\n    "),
  );

  const problems = mails.flatMap(({ file, raw }) => mailProblems(file, raw));
  report.check(
    `mail relay: all ${mails.length} mails in the outbox have one recipient and no injected header or line`,
    problems.length === 0,
    problems.slice(0, 10).join("\n    "),
  );

  const echoes = [];
  for (const typed of accepted.keys()) {
    const toTyped = mails.filter((m) => m.to === typed);
    if (toTyped.length > 1) echoes.push(`${toTyped.length} mails to ${typed}`);
    for (const { file, raw } of toTyped) {
      const text = textParts(raw).join("\n");
      const echoed = MARKERS.filter((marker) => text.toLowerCase().includes(marker.toLowerCase()));
      if (echoed.length)
        echoes.push(`${file} to ${typed} (${accepted.get(typed)}) repeats ${echoed.join(", ")}`);
    }
  }
  report.check(
    "mail relay: the mail to the typed address carries none of the visitor's text or links",
    echoes.length === 0,
    echoes.slice(0, 8).join("\n    "),
  );
  report.figure(
    "mail relay",
    `${sent} submissions to ${targets.length} routes; ${accepted.size} accepted; ${mails.length} mails read from the outbox`,
  );
}
