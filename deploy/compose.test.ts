import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readApiEnv } from "../apps/api/src/env.ts";
import { apiProductionRules } from "../apps/api/src/production-profile.ts";
import { parseWebEnv } from "../apps/web/app/lib/env.server.ts";
import { webProductionRules } from "../apps/web/server/production-profile.ts";

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), "utf8");
const compose = read("compose.yaml");

/** The settings .env.example lists, set or commented out (`NAME=` / `# NAME=`). */
const settings = [...read(".env.example").matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1] as string);

/** The line that sets or mentions a setting, with the comment lines just above it. */
function context(setting: string): string {
  const lines = compose.split("\n");
  const found: string[] = [];
  lines.forEach((line, i) => {
    if (!new RegExp(`\\b${setting}\\b`).test(line)) return;
    let start = i;
    while (start > 0 && (lines[start - 1] ?? "").trim().startsWith("#")) start--;
    found.push(lines.slice(start, i + 1).join("\n"));
  });
  return found.join("\n");
}

describe("compose.yaml", () => {
  it("names every setting of .env.example", () => {
    expect(settings.length).toBeGreaterThan(40);
    const missing = settings.filter((name) => !new RegExp(`\\b${name}\\b`).test(compose));
    expect(missing).toEqual([]);
  });

  it("marks every setting the production profile requires: compose refuses to start without it, or a [production] note", () => {
    const required = [...apiProductionRules, ...webProductionRules]
      .map((rule) => rule.setting)
      .filter((name) => name !== "DEMO_DEFAULTS");
    expect(required).toContain("STAFF_AUTH_SECRET");
    const unmarked = [...new Set(required)].filter((name) => {
      const around = context(name);
      return !around.includes(`\${${name}:?`) && !around.includes("[production]");
    });
    expect(unmarked).toEqual([]);
  });

  it("keeps secrets out of the file: each one comes from .env", () => {
    for (const secret of ["API_KEY", "STAFF_AUTH_SECRET", "COOKIE_SECRET", "POSTGRES_PASSWORD"]) {
      for (const line of compose.split("\n").filter((l) => new RegExp(`^\\s+${secret}:`).test(l)))
        expect(line).toMatch(new RegExp(`\\$\\{${secret}:\\?`));
    }
    expect(compose).not.toMatch(/DEMO_DEFAULTS:/);
  });
});

/** The lines of one Dockerfile stage (`FROM … AS name` up to the next FROM). */
function dockerStage(name: string): string {
  const dockerfile = read("Dockerfile");
  const start = dockerfile.search(new RegExp(`^FROM \\S+ AS ${name}$`, "m"));
  expect(start, `Dockerfile stage ${name}`).toBeGreaterThanOrEqual(0);
  const rest = dockerfile.slice(start + 1);
  const next = rest.search(/^FROM /m);
  return next < 0 ? rest : rest.slice(0, next);
}

describe("where the servers listen (ADR 0046)", () => {
  it("on this machine only unless HOST or API_HOST says otherwise", () => {
    expect(parseWebEnv({}).HOST).toBe("127.0.0.1");
    expect(parseWebEnv({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    expect(readApiEnv({}).API_HOST).toBe("127.0.0.1");
    expect(readApiEnv({ API_HOST: "0.0.0.0" }).API_HOST).toBe("0.0.0.0");
  });

  it("on every interface in the container images and in compose.yaml", () => {
    expect(dockerStage("site")).toMatch(/^ENV .*\bHOST=0\.0\.0\.0\b/m);
    expect(dockerStage("api")).toMatch(/^ENV .*\bAPI_HOST=0\.0\.0\.0\b/m);
    expect(compose).toMatch(/^\s+HOST: 0\.0\.0\.0$/m);
    expect(compose).toMatch(/^\s+API_HOST: 0\.0\.0\.0$/m);
  });
});
