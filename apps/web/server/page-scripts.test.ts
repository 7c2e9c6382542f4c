import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptTexts } from "../app/lib/inline-scripts.ts";
import { hashOwnScripts } from "./page-scripts.ts";
import { contentSecurityPolicy, scriptHashSource } from "./security-headers.ts";

const marker = "0123456789abcdef0123456789abcdef";
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("hashOwnScripts", () => {
  const page = [
    "<html><head>",
    `<script nonce="${marker}">document.documentElement.classList.add("js")</script>`,
    '<script type="application/ld+json">{"@type":"Restaurant"}</script>',
    "</head><body><main>",
    // A script that reached the page through content: it never carries the render's marker.
    '<div><script>alert("from content")</script><script nonce="guess">alert(2)</script></div>',
    "</main>",
    `<script nonce="${marker}" type="text/x-module-after-paint" data-modules="/assets/a.js">import "/assets/a.js";</script>`,
    `<script nonce="${marker}" src="/assets/external.js"></script>`,
    "</body></html>",
  ].join("");

  it("names the hash of each script the render marked, and of nothing else", () => {
    const { scriptSources } = hashOwnScripts(page, marker);
    expect(scriptSources).toEqual([
      sha('document.documentElement.classList.add("js")'),
      sha('import "/assets/a.js";'),
    ]);
    expect(scriptSources).not.toContain(sha('alert("from content")'));
    expect(scriptSources).not.toContain(sha("alert(2)"));
  });

  it("takes the marker out, so the page's bytes are the same for every render", () => {
    const other = "fedcba9876543210fedcba9876543210";
    const first = hashOwnScripts(page, marker);
    const second = hashOwnScripts(page.replaceAll(marker, other), other);
    expect(first.html).not.toContain(marker);
    expect(first.html).toBe(second.html);
    expect(first.scriptSources).toEqual(second.scriptSources);
    expect(first.html).toContain('<script type="text/x-module-after-paint" data-modules="/assets/a.js">');
    expect(first.html).toContain('<script nonce="guess">alert(2)</script>');
  });

  it("refuses a marker content could guess", () => {
    expect(() => hashOwnScripts(page, "")).toThrow(RangeError);
    expect(() => hashOwnScripts(page, "abc")).toThrow(RangeError);
  });
});

describe("scriptHashSource", () => {
  it("hashes the text as the browser reads it, with line ends as LF", () => {
    expect(scriptHashSource("a\r\nb\rc")).toBe(sha("a\nb\nc"));
    expect(scriptHashSource("")).toBe(sha(""));
  });
});

describe("inlineScriptTexts", () => {
  it("finds the inline scripts of an analytics tag, not its external ones", () => {
    const tag =
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>\n' +
      "<SCRIPT>window.dataLayer=window.dataLayer||[];</SCRIPT >" +
      "<noscript><iframe src=https://www.googletagmanager.com/ns.html></iframe></noscript>";
    expect(inlineScriptTexts(tag)).toEqual(["window.dataLayer=window.dataLayer||[];"]);
    expect(inlineScriptTexts(null)).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  const options = { formActionOrigins: ["https://pay.example"], frameAncestors: [], connectOrigins: [] };

  it("trusts only the named scripts and what they load, never inline scripts by themselves", () => {
    const csp = contentSecurityPolicy([sha("a"), sha("b")], options);
    expect(csp).toContain(`script-src ${sha("a")} ${sha("b")} 'strict-dynamic' https: 'unsafe-inline'`);
    // 'unsafe-inline' only for browsers too old for hashes: any hash or nonce makes the others ignore it.
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'"])
      expect(csp).toContain(directive);
    expect(csp).toContain("form-action 'self' https://pay.example");
  });

  it("names a nonce for an answer made for one visitor", () => {
    expect(contentSecurityPolicy(["'nonce-abc'"], options)).toContain(
      "script-src 'nonce-abc' 'strict-dynamic'",
    );
  });
});
