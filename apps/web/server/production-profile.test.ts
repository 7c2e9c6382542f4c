import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseWebEnv } from "../app/lib/env.server.ts";
import { webProductionRefusal } from "./production-profile.ts";

const webDir = fileURLToPath(new URL("..", import.meta.url));
const tsxCli = join(webDir, "../../node_modules/tsx/dist/cli.mjs");

/** Every setting a production site needs that a fresh clone leaves at a demo default. */
const REQUIRED = ["COOKIE_SECRET", "API_KEY", "PUBLIC_SITE_URL", "ADMIN_EMAIL"];

const complete = {
  NODE_ENV: "production",
  COOKIE_SECRET: "c".repeat(40),
  API_KEY: "a-production-key-0123456789",
  PUBLIC_SITE_URL: "https://www.thalassa.com.cy",
  ADMIN_EMAIL: "info@thalassa.com.cy",
};

/**
 * Runs the site's real entry (server/index.ts through tsx; the check runs before the build is
 * loaded, so none is needed) and waits for it to exit; one that listens is stopped and reported.
 */
function startSite(
  env: Record<string, string>,
): Promise<{ code: number | null; started: boolean; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsxCli, "server/index.ts"], {
      cwd: webDir,
      env: { PORT: "0", HOST: "127.0.0.1", ...env },
      stdio: "pipe",
    });
    let output = "";
    let started = false;
    const read = (chunk: Buffer) => {
      output += chunk;
      if (!started && output.includes("Site listening")) {
        started = true;
        child.kill("SIGTERM");
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, started, output }));
  });
}

describe("the site's production profile", () => {
  it("refuses to start with NODE_ENV=production and no settings, naming every setting in one message", async () => {
    const { code, started, output } = await startSite({ NODE_ENV: "production" });
    expect(started, "the site started listening").toBe(false);
    expect(code, output).not.toBe(0);
    expect(output.match(/refuses to start with NODE_ENV=production/g)).toHaveLength(1);
    for (const name of REQUIRED) expect(output, name).toMatch(new RegExp(`^  ${name}: `, "m"));
  });

  it("passes with every setting given, and names each missing one alone", () => {
    expect(webProductionRefusal(parseWebEnv(complete))).toBeUndefined();
    for (const name of REQUIRED) {
      const { [name as keyof typeof complete]: _left, ...rest } = complete;
      const lines = webProductionRefusal(parseWebEnv(rest))!
        .split("\n")
        .filter((line) => line.startsWith("  "));
      expect(lines, name).toEqual([expect.stringMatching(new RegExp(`^  ${name}: `))]);
    }
  });

  it("refuses the demo key; DEMO_DEFAULTS=allow runs the demo on localhost only", () => {
    expect(webProductionRefusal(parseWebEnv({ ...complete, API_KEY: "local-demo-api-key-0000" }))).toMatch(
      /^ {2}API_KEY: /m,
    );
    expect(
      webProductionRefusal(parseWebEnv({ NODE_ENV: "production", DEMO_DEFAULTS: "allow" })),
    ).toBeUndefined();
    const publicDemo = webProductionRefusal(
      parseWebEnv({ ...complete, COOKIE_SECRET: undefined, DEMO_DEFAULTS: "allow" }),
    );
    expect(publicDemo).toMatch(/^ {2}DEMO_DEFAULTS: /m);
    expect(publicDemo).toMatch(/^ {2}COOKIE_SECRET: /m);
    expect(webProductionRefusal(parseWebEnv({ NODE_ENV: "development" }))).toBeUndefined();
  });
});
