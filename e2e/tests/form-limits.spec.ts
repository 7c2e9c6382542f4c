import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { firstLiveJob } from "./forms-support.ts";

// Form bodies are read with hard limits before anything builds objects from their field names:
// a 40-byte post naming `junk[3000000]`, or tens of thousands of repeated fields, used to hold
// the site's only thread for seconds (minutes for 40,000 fields) while every visitor waited.
// Raw HTTP here, so the test measures the site itself and nothing retries or follows.

/**
 * Generous (the machine may be busy): proves "no stall", not speed. Before the limits, 40,000
 * fields held the site for 25 s (minutes under load); the answers now take milliseconds.
 */
const NO_STALL_MS = 5_000;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  ms: number;
}

function send(
  path: string,
  {
    method = "POST",
    body,
    headers = {},
  }: { method?: string; body?: string; headers?: Record<string, string> },
): Promise<Answer> {
  const base = new URL(process.env.E2E_BASE_URL!);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        path,
        method,
        agent: false,
        headers: {
          origin: base.origin,
          "sec-fetch-site": "same-origin",
          ...(body !== undefined
            ? {
                "content-type": "application/x-www-form-urlencoded",
                "content-length": String(Buffer.byteLength(body)),
              }
            : {}),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const FREEZE_BODIES: [string, string][] = [
  ["a field named junk[3000000]", "email=a%40b.c&junk%5B3000000%5D=x"],
  ["14,000 repeated fields", `email=a%40b.c${"&f=1".repeat(14_000)}`],
  ["40,000 repeated fields", `email=a%40b.c${"&f=1".repeat(40_000)}`],
];

test.describe("form bodies are read with hard limits", () => {
  test.skip(({ isMobile }) => isMobile, "server behaviour does not depend on the viewport");

  for (const [label, body] of FREEZE_BODIES) {
    test(`${label}: refused at once with a message while /healthz keeps answering`, async () => {
      const posting = send("/forms/newsletter", { body });
      const health = await send("/healthz", { method: "GET" });
      const answer = await posting;
      console.log(
        `${label}: ${answer.status} in ${answer.ms.toFixed(0)} ms; /healthz ${health.ms.toFixed(0)} ms`,
      );
      expect([400, 413]).toContain(answer.status);
      expect(answer.text).toMatch(/field/i);
      expect(answer.ms).toBeLessThan(NO_STALL_MS);
      expect(health.status).toBe(200);
      expect(health.ms).toBeLessThan(NO_STALL_MS);
    });
  }

  test("every form action refuses nested field names, and each kind of visitor is told why", async () => {
    const job = await firstLiveJob();
    const nested = "email=a%40b.c&junk%5B3000000%5D=x&a.b.c=1";
    const says = "junk[3000000]";
    const modalForms = [
      ["/forms/newsletter", ""],
      ["/forms/catering", ""],
      ["/forms/private-event", ""],
      ["/forms/job-application", `?job=${job.id}`],
    ];
    for (const [path, query] of modalForms) {
      const raw = await send(`${path}${query}`, { body: nested });
      expect(raw.status, path).toBe(400);
      expect(raw.ms, path).toBeLessThan(NO_STALL_MS);
      // The page's script posts through React Router's data request, marked as enhanced.
      const script = await send(`${path}.data${query}`, { body: `_enhanced=1&${nested}` });
      expect(script.status, path).toBe(400);
      expect(script.text, path).toContain(says);
      // A browser without JavaScript goes back to the page, the sentence in the one-time cookie.
      const plain = await send(`${path}${query}`, {
        body: nested,
        headers: { accept: "text/html", referer: `${process.env.E2E_BASE_URL}/about` },
      });
      expect(plain.status, path).toBe(302);
      const flash = /form_flash=([^;]+)/.exec(String(plain.headers["set-cookie"]))?.[1] ?? "";
      expect(Buffer.from(flash, "base64url").toString(), path).toContain(says);
    }
    // Pages that answer their own post show the sentence in the page.
    for (const path of ["/newsletter/unsubscribe", "/gift-card"]) {
      const page = await send(path, { body: nested, headers: { accept: "text/html" } });
      expect(page.status, path).toBe(400);
      expect(page.text.includes("junk[3000000]&quot; is not accepted"), path).toBe(true);
      expect(page.ms, path).toBeLessThan(NO_STALL_MS);
    }
    const consent = await send("/consent", { body: nested });
    expect(consent.status).toBe(400);
    expect(consent.text).toContain(says);
  });

  test("multipart forms have the same limits: nested names and too many parts", async () => {
    const job = await firstLiveJob();
    const part = (name: string, value: string) =>
      `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const shapes: [string, number, string][] = [
      [`${part("_enhanced", "1")}${part("junk[3000000]", "x")}--b--\r\n`, 400, "junk[3000000]"],
      [`${part("_enhanced", "1")}${part("f", "1").repeat(20_000)}--b--\r\n`, 413, "too many fields"],
    ];
    for (const [body, status, says] of shapes) {
      const answer = await send(`/forms/job-application.data?job=${job.id}`, {
        body,
        headers: { "content-type": "multipart/form-data; boundary=b" },
      });
      expect(answer.status).toBe(status);
      expect(answer.text).toContain(says);
      expect(answer.ms).toBeLessThan(NO_STALL_MS);
    }
  });

  test("without JavaScript the visitor is sent back to the form, which says what is wrong", async () => {
    // A refused body is not trusted to say where to return: the (same-site) Referer does.
    const answer = await send("/forms/newsletter", {
      body: `email=a%40b.c${"&f=1".repeat(200)}`,
      headers: { accept: "text/html,application/xhtml+xml", referer: `${process.env.E2E_BASE_URL}/about` },
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/about?modal=newsletter");
    const cookie = String(answer.headers["set-cookie"]).split(";")[0]!;
    const page = await send("/about?modal=newsletter", { method: "GET", headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.text.includes("The form has too many fields: at most 64 can be sent.")).toBe(true);
  });

  test("a 0.9 MB form leaves a flash cookie a browser keeps (under 4 kB)", async () => {
    // Many short fields: each one used to be echoed back in the cookie (1.18 MB Set-Cookie).
    const body = Array.from({ length: 30_000 }, (_, i) => `f${i}=abcdefghijklmnopqrstu`).join("&");
    const answer = await send("/forms/catering", { body, headers: { accept: "text/html" } });
    const setCookie = String(answer.headers["set-cookie"] ?? "");
    console.log(`0.9 MB form: ${answer.status}, Set-Cookie ${setCookie.length} bytes`);
    expect(answer.status).toBe(302);
    expect(setCookie).toContain("form_flash=");
    expect(setCookie.length).toBeLessThan(4096);
  });
});
